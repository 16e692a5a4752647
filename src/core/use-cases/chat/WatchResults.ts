import type { MessageStatusAnswer } from '../../domain/message';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import type { ClockPort } from '../../ports/ClockPort';
import { MessagePoller } from './MessagePoller';

/** A result still being worked on, in the chat it belongs to. */
export interface WatchedResult {
  ctx: ActingContext;
  chatId: string;
  messageId: string;
}

/**
 * Spec 1 §4 "Polling of async results", as a conversation: the open chat watches each result
 * that is still processing and hears every status answer until it is completed, failed or
 * stopped; leaving the chat stops them all. One per open chat (it holds the chat's watches):
 * the composition binds a factory. The timing rules (every 2 s, one call in flight, 404
 * tolerated) are MessagePoller's.
 */
export class WatchResults {
  private readonly poller: MessagePoller;
  private readonly targets = new Map<string, WatchedResult>();
  private readonly listeners = new Map<string, (answer: MessageStatusAnswer) => void>();

  constructor(chat: ChatPort, clock: ClockPort) {
    this.poller = new MessagePoller(clock, {
      fetchStatus: (messageId) => {
        const target = this.targets.get(messageId);
        if (!target) return Promise.reject(new Error(`${messageId} is not watched`));
        return chat.fetchMessageStatus(target.ctx, target.chatId, target.messageId);
      },
      onAnswer: (messageId, answer) => {
        const listener = this.listeners.get(messageId);
        if (!this.poller.isWatching(messageId)) this.forget(messageId);
        listener?.(answer);
      },
    });
  }

  /** Starts watching after `firstDelayMs`; a result already watched is left as it is. */
  watch(result: WatchedResult, firstDelayMs: number, onAnswer: (answer: MessageStatusAnswer) => void): void {
    if (this.poller.isWatching(result.messageId)) return;
    this.targets.set(result.messageId, result);
    this.listeners.set(result.messageId, onAnswer);
    this.poller.watch(result.messageId, firstDelayMs);
  }

  /** Leaving the chat: no further calls, and answers still on their way are dropped. */
  stopAll(): void {
    this.poller.stopAll();
    this.targets.clear();
    this.listeners.clear();
  }

  get watchedCount(): number {
    return this.poller.watchedCount;
  }

  private forget(messageId: string): void {
    this.targets.delete(messageId);
    this.listeners.delete(messageId);
  }
}

/** Makes the WatchResults of one open chat. */
export type CreateWatchResults = () => WatchResults;
export const CreateWatchResultsToken = Symbol.for('CreateWatchResults');
