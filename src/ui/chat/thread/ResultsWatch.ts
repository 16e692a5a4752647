import { POLL_INTERVAL_MS, statusSourceFor } from '../../../core/domain/chat/async-actions';
import { awaitsResult, withStatusAnswer } from '../../../core/domain/chat/message-factory';
import type { WatchResults } from '../../../core/use-cases/chat/WatchResults';
import type { ChatSession } from './chat-session';
import type { ThreadMessages } from './ThreadMessages';

/**
 * The open chat's results still being worked on (spec 1 §4): each is watched through the core's
 * WatchResults and every answer replaces the message in the thread.
 */
export class ResultsWatch {
  constructor(
    private readonly results: WatchResults,
    private readonly thread: ThreadMessages,
    private readonly session: Pick<ChatSession, 'actingContext'>,
    /** A result made of files (screenshots) arrived: their links come with the history's renewal. */
    private readonly filesArrived: () => void = () => {},
  ) {}

  /** Watches a reply's result, first after `firstDelayMs`. */
  watch(messageId: string, firstDelayMs: number): void {
    const ctx = this.session.actingContext;
    const chatId = this.thread.chatId;
    if (!ctx || !chatId) return;
    this.results.watch({ ctx, chatId, messageId }, firstDelayMs, (answer) => {
      this.thread.update(messageId, (message) => withStatusAnswer(message, answer));
      if (answer.result?.files?.length) this.filesArrived();
    });
  }

  /** Every result of the thread still processing (after a history load, or when the screen shows again). */
  resume(): void {
    for (const message of this.thread.all) {
      if (awaitsResult(message) && statusSourceFor(message.action) === 'message')
        this.watch(message.messageId, POLL_INTERVAL_MS);
    }
  }

  /** Leaving the chat: nothing is watched any more and late answers are dropped. */
  stopAll(): void {
    this.results.stopAll();
  }

  get count(): number {
    return this.results.watchedCount;
  }
}
