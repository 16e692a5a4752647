import type { StoragePort } from '../../ports/StoragePort';

/** Which results and progress panels of a chat the user folded away, by message id. */
export type CollapseStates = Readonly<Record<string, boolean>>;

/**
 * Spec 1 §9: what the user collapsed in a chat is kept per chat in this browser, so it stays
 * collapsed next time. Two intents: recall a chat's states, remember them after a change. The
 * browser's storage answers what it has and never fails, so neither answers an Outcome.
 */
export class RememberCollapsedResults {
  constructor(private readonly storage: StoragePort) {}

  recall(chatId: string): CollapseStates {
    return this.storage.loadCollapseStates(chatId);
  }

  /** Keeps them under the chat; a new chat with nothing collapsed stores nothing. */
  remember(chatId: string, states: CollapseStates): void {
    if (Object.keys(states).length === 0) return;
    this.storage.saveCollapseStates(chatId, { ...states });
  }
}

export const RememberCollapsedResultsToken = Symbol.for('RememberCollapsedResults');
