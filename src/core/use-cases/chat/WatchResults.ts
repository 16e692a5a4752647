import { POLL_INTERVAL_MS } from '../../domain/chat/async-actions';
import type { MessageStatusAnswer } from '../../domain/message';
import { isFinished } from '../../domain/work-phase';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import type { ClockPort } from '../../ports/ClockPort';
import { attempt } from '../outcome';
import { type Poll, poll } from '../polling/poll';

/** A result still being worked on, in the chat it belongs to. */
export interface WatchedResult {
  ctx: ActingContext;
  chatId: string;
  messageId: string;
}

/**
 * Spec 1 §4 "Polling of async results", as a conversation: the open chat watches each result
 * that is still processing and hears every status answer until it has finished; leaving the
 * chat stops them all. One per open chat (it holds the chat's watches): the composition binds a
 * factory. The timing rules (every 2 s, one call in flight, a result not stored yet tolerated) are the polling
 * engine's; a failed read is logged (spec 1 §8) and asked again.
 */
export class WatchResults {
  private readonly polls = new Map<string, Poll>();

  constructor(
    private readonly chat: ChatPort,
    private readonly clock: ClockPort,
  ) {}

  /** Starts watching after `firstDelayMs`; a result already watched is left as it is. */
  watch(result: WatchedResult, firstDelayMs: number, onAnswer: (answer: MessageStatusAnswer) => void): void {
    const { messageId } = result;
    if (this.polls.get(messageId)?.active) return;
    const watching = poll(this.clock, {
      read: () => attempt(() => this.chat.fetchMessageStatus(result.ctx, result.chatId, messageId)),
      everyMs: POLL_INTERVAL_MS,
      firstAfterMs: firstDelayMs,
      isLast: (answer) => isFinished(answer.status),
      onAnswer: (answer) => {
        if (!watching.active) this.polls.delete(messageId);
        onAnswer(answer);
      },
      onFailure: (failure) =>
        console.error('Polling the message status failed', failure.cause ?? failure.message),
    });
    this.polls.set(messageId, watching);
  }

  /** Leaving the chat: no further calls, and answers still on their way are dropped. */
  stopAll(): void {
    for (const watching of this.polls.values()) watching.stop();
    this.polls.clear();
  }

  get watchedCount(): number {
    return this.polls.size;
  }
}

/**
 * Makes the WatchResults of one open chat. Asynchronous: the polling code loads the first time a
 * result is to be watched, so a chat that waits for nothing (the empty home) does not carry it.
 */
export type CreateWatchResults = () => Promise<WatchResults>;
