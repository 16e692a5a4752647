import { action, makeObservable, observable, runInAction } from 'mobx';
import type { LoadChatHistory } from '../../../core/use-cases/chat/LoadChatHistory';
import type { RenewExpiredFileLinks } from '../../../core/use-cases/chat/RenewExpiredFileLinks';
import type { ChatSession } from './chat-session';
import type { ResultsWatch } from './ResultsWatch';
import type { ThreadMessages } from './ThreadMessages';

export type HistoryState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * How the open chat's history is read (spec 1 §4): the thread shows it (a long one end first),
 * its unfinished results are watched, then expired file links are renewed and, when any was,
 * the history is read once more. An answer about a chat no longer shown is dropped.
 */
export class HistoryReading {
  state: HistoryState = 'idle';

  constructor(
    private readonly flows: {
      loadChatHistory: LoadChatHistory;
      loadRenewExpiredFileLinks: () => Promise<RenewExpiredFileLinks>;
    },
    private readonly thread: ThreadMessages,
    private readonly results: ResultsWatch,
    private readonly session: Pick<ChatSession, 'actingContext'>,
  ) {
    makeObservable(this, { state: observable, expect: action });
  }

  /** Another chat shows: 'loading' until its history is read, 'idle' for a new chat. */
  expect(state: 'loading' | 'idle'): void {
    this.state = state;
  }

  async read(options: { refreshExpiredFiles?: boolean } = {}): Promise<void> {
    const { thread } = this;
    const { chatId } = thread;
    const ctx = this.session.actingContext;
    if (!chatId || !ctx) return;
    const generation = thread.generation;
    const current = () => generation === thread.generation;
    runInAction(() => {
      if (thread.all.length === 0) this.state = 'loading';
    });
    const loaded = await this.flows.loadChatHistory.execute({ ctx, chatId });
    if (!current()) return;
    const shownAsLoaded = () => {
      this.state = 'loaded';
    };
    const shown = loaded.ok ? await thread.show(loaded.value, current, shownAsLoaded) : loaded;
    if (!current()) return;
    if (!shown.ok) {
      console.error('Failed to load the chat history', shown.cause ?? shown.message);
      runInAction(() => {
        this.state = 'failed';
      });
      return;
    }
    await this.results.resume();
    if (!current()) return;
    if (options.refreshExpiredFiles === false) return;
    const renewal = await this.flows.loadRenewExpiredFileLinks().catch((error: unknown) => {
      console.error('Failed to refresh expired files', error);
      return null;
    });
    if (!renewal || !current()) return;
    const renewed = await renewal.execute({ ctx, chatId, messages: thread.all });
    if (!renewed.ok) console.error('Failed to refresh expired files', renewed.cause ?? renewed.message);
    else if (renewed.value.renewed > 0 && current()) await this.read({ refreshExpiredFiles: false });
  }
}
