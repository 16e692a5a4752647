import { POLL_INTERVAL_MS, statusSourceFor } from '../../../core/domain/chat/async-actions';
import { awaitsResult, withStatusAnswer } from '../../../core/domain/chat/message-factory';
import type { CreateWatchResults, WatchResults } from '../../../core/use-cases/chat/WatchResults';
import type { ChatSession } from './chat-session';
import type { ThreadMessages } from './ThreadMessages';

/**
 * The open chat's results still being worked on (spec 1 §4): each is watched through the core's
 * WatchResults and every answer replaces the message in the thread. The watching flow is made
 * (and its code loaded) at the first result to watch; the callers await `watch` and `resume`, so
 * a send or a history load ends with its results watched.
 */
export class ResultsWatch {
  private results: WatchResults | undefined;
  private making: Promise<WatchResults | undefined> | undefined;
  /** Bumped on leaving the chat: a watch asked for before, still waiting for the flow, is dropped. */
  private stay = 0;

  constructor(
    private readonly createResults: CreateWatchResults,
    private readonly thread: ThreadMessages,
    private readonly session: Pick<ChatSession, 'actingContext'>,
    /** A result made of files (screenshots) arrived: their links come with the history's renewal. */
    private readonly filesArrived: () => void = () => {},
    /** A result that finished is an answer arriving (the live region says it). */
    private readonly answered: (content: string) => void = () => {},
  ) {}

  /** Watches a reply's result, first after `firstDelayMs`. */
  async watch(messageId: string, firstDelayMs: number): Promise<void> {
    const ctx = this.session.actingContext;
    const chatId = this.thread.chatId;
    if (!ctx || !chatId) return;
    const stay = this.stay;
    const results = this.results ?? (await this.made());
    if (!results || stay !== this.stay) return;
    results.watch({ ctx, chatId, messageId }, firstDelayMs, (answer) => {
      this.thread.update(messageId, (message) => withStatusAnswer(message, answer));
      const done = this.thread.find(messageId);
      if (done?.status === 'completed' && done.content) this.answered(done.content);
      if (answer.result?.files?.length) this.filesArrived();
    });
  }

  /** Every result of the thread still processing (after a history load, or when the screen shows again). */
  async resume(): Promise<void> {
    const processing = this.thread.all.filter(
      (message) => awaitsResult(message) && statusSourceFor(message.action) === 'message',
    );
    await Promise.all(processing.map((message) => this.watch(message.messageId, POLL_INTERVAL_MS)));
  }

  /** Leaving the chat: nothing is watched any more and late answers are dropped. */
  stopAll(): void {
    this.stay += 1;
    this.results?.stopAll();
  }

  get count(): number {
    return this.results?.watchedCount ?? 0;
  }

  private made(): Promise<WatchResults | undefined> {
    this.making ??= this.createResults().then(
      (results) => {
        this.results = results;
        return results;
      },
      (error: unknown) => {
        // A chunk that failed to download (spec 1 §9) is asked for again at the next result.
        this.making = undefined;
        console.error('Loading the result polling failed', error);
        return undefined;
      },
    );
    return this.making;
  }
}
