import type { StoragePort } from '../../ports/StoragePort';

/**
 * Spec 2 §2.4/§2.5: a list's page, size, sort and search are kept in this tab's session storage
 * and restored when the user comes back. Two intents: recall what a list had, remember its new
 * state. Browser storage answers what it has and never fails, so neither answers an Outcome.
 */
export class RememberListState {
  constructor(private readonly storage: StoragePort) {}

  /** What the list `name` had last time (unknown: the caller reads it leniently), or undefined. */
  recall(name: string): unknown {
    return this.storage.loadListState(name) ?? undefined;
  }

  remember(name: string, state: unknown): void {
    this.storage.saveListState(name, state);
  }
}
