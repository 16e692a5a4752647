import { runInAction } from 'mobx';
import type { LoadChatHistory } from '../../../core/use-cases/chat/LoadChatHistory';
import type { RenewExpiredFileLinks } from '../../../core/use-cases/chat/RenewExpiredFileLinks';
import type { ChatSession } from './chat-session';
import type { HistoryProgress } from './HistoryProgress';
import type { ResultsWatch } from './ResultsWatch';
import type { ThreadMessages } from './ThreadMessages';

/**
 * How the open chat's history is read (spec 1 §4): the thread shows it (its newest page, or a
 * long whole end first), its unfinished results are watched, then expired file links are renewed
 * and, when any was, the history is read once more. Earlier pages are read when asked, each once.
 * An answer about a chat no longer shown is dropped.
 */
export class HistoryReading {
  /** The earlier page on its way, and the chat (the thread's generation) it belongs to. */
  private pendingEarlier: { generation: number; read: Promise<void> } | null = null;

  constructor(
    private readonly flows: {
      loadChatHistory: LoadChatHistory;
      loadRenewExpiredFileLinks: () => Promise<RenewExpiredFileLinks>;
    },
    private readonly thread: ThreadMessages,
    private readonly results: ResultsWatch,
    private readonly session: Pick<ChatSession, 'actingContext'>,
    private readonly progress: HistoryProgress,
  ) {}

  /**
   * Reads the page before the shown messages, if there is one: while a page is on its way, asking
   * again answers that read, so each page is asked for once.
   */
  readEarlier(): Promise<void> {
    const { generation } = this.thread;
    if (this.pendingEarlier?.generation === generation) return this.pendingEarlier.read;
    const read = this.readPageBefore().finally(() => {
      if (this.pendingEarlier?.read === read) this.pendingEarlier = null;
    });
    this.pendingEarlier = { generation, read };
    return read;
  }

  /** Reads every earlier page, one after the other (for what needs the whole chat: the briefcase). */
  async readAllEarlier(): Promise<void> {
    const generation = this.thread.generation;
    while (this.thread.earlier !== null && generation === this.thread.generation) {
      await this.readEarlier();
      if (this.progress.earlierState === 'failed') return;
    }
  }

  private async readPageBefore(): Promise<void> {
    const { thread } = this;
    const { chatId, earlier: before } = thread;
    const ctx = this.session.actingContext;
    if (!chatId || !ctx || before === null) return;
    const generation = thread.generation;
    runInAction(() => {
      this.progress.earlierState = 'loading';
    });
    const page = await this.flows.loadChatHistory.execute({ ctx, chatId, before });
    if (generation !== thread.generation) return;
    runInAction(() => {
      if (!page.ok) {
        console.error('Failed to load earlier messages', page.cause ?? page.message);
        this.progress.earlierState = 'failed';
        return;
      }
      if (thread.earlier === before) thread.earlierShown(page.value.latest, page.value.earlier);
      this.progress.earlierState = 'idle';
    });
    if (page.ok) this.results.resume();
  }

  async read(options: { refreshExpiredFiles?: boolean } = {}): Promise<void> {
    const { thread } = this;
    const { chatId } = thread;
    const ctx = this.session.actingContext;
    if (!chatId || !ctx) return;
    const generation = thread.generation;
    const current = () => generation === thread.generation;
    runInAction(() => {
      if (thread.all.length === 0) this.progress.state = 'loading';
    });
    const loaded = await this.flows.loadChatHistory.execute({ ctx, chatId });
    if (!current()) return;
    const shownAsLoaded = () => {
      this.progress.state = 'loaded';
    };
    const shown = loaded.ok ? await thread.show(loaded.value, current, shownAsLoaded) : loaded;
    if (!current()) return;
    if (!shown.ok) {
      console.error('Failed to load the chat history', shown.cause ?? shown.message);
      runInAction(() => {
        this.progress.state = 'failed';
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
