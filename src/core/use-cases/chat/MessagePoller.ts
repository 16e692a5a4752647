import { isTerminalStatus, POLL_INTERVAL_MS } from '../../domain/chat/async-actions';
import type { MessageStatusAnswer } from '../../domain/message';
import type { ClockPort, TimerHandle } from '../../ports/ClockPort';
import { failureFrom } from '../outcome';

/** How the poller asks about a message and where the answers go. */
export interface MessagePollerHooks {
  fetchStatus(messageId: string): Promise<MessageStatusAnswer>;
  /** Every answer, the terminal one included (after which the message is no longer watched). */
  onAnswer(messageId: string, answer: MessageStatusAnswer): void;
}

interface Watch {
  timer: TimerHandle | null;
  inFlight: boolean;
}

/**
 * Watches asynchronous results until they finish (spec 1 §4 "Polling of async results"): one
 * status call per message every 2 s until completed, failed or stopped. The next call is
 * scheduled only once the previous one has answered, so at most one is in flight per message.
 * A 404 (the result is not stored yet) and other failures are tolerated: polling goes on until
 * the result finishes or the chat is left (stopAll).
 */
export class MessagePoller {
  private readonly watches = new Map<string, Watch>();

  constructor(
    private readonly clock: ClockPort,
    private readonly hooks: MessagePollerHooks,
    private readonly intervalMs = POLL_INTERVAL_MS,
  ) {}

  /** Starts watching after `firstDelayMs`; a message already watched is left as it is. */
  watch(messageId: string, firstDelayMs: number): void {
    if (this.watches.has(messageId)) return;
    const watch: Watch = { timer: null, inFlight: false };
    this.watches.set(messageId, watch);
    this.schedule(messageId, watch, firstDelayMs);
  }

  isWatching(messageId: string): boolean {
    return this.watches.has(messageId);
  }

  get watchedCount(): number {
    return this.watches.size;
  }

  stop(messageId: string): void {
    const watch = this.watches.get(messageId);
    if (!watch) return;
    if (watch.timer !== null) this.clock.clearTimeout(watch.timer);
    this.watches.delete(messageId);
  }

  /** Leaving the chat: no further calls, and answers still on their way are dropped. */
  stopAll(): void {
    for (const messageId of [...this.watches.keys()]) this.stop(messageId);
  }

  private schedule(messageId: string, watch: Watch, delayMs: number): void {
    watch.timer = this.clock.setTimeout(() => {
      watch.timer = null;
      void this.check(messageId, watch);
    }, delayMs);
  }

  private async check(messageId: string, watch: Watch): Promise<void> {
    if (watch.inFlight) return;
    watch.inFlight = true;
    let finished = false;
    try {
      const answer = await this.hooks.fetchStatus(messageId);
      if (this.watches.get(messageId) !== watch) return;
      finished = isTerminalStatus(answer.status);
      if (finished) this.watches.delete(messageId);
      this.hooks.onAnswer(messageId, answer);
    } catch (error) {
      // A 404 means the result is not there yet; anything else is logged (spec 1 §8).
      if (failureFrom(error).kind !== 'not-found') {
        console.error('Polling the message status failed', error);
      }
    } finally {
      watch.inFlight = false;
    }
    if (!finished && this.watches.get(messageId) === watch) this.schedule(messageId, watch, this.intervalMs);
  }
}
