import { POLL_INTERVAL_MS } from '../../domain/chat/async-actions';
import type { OrchestrationStatus } from '../../domain/orchestration';
import { isFinished } from '../../domain/work-phase';
import type { ClockPort } from '../../ports/ClockPort';
import type { OrchestrationPort } from '../../ports/OrchestrationPort';
import { CAMPAIGN_POLLING } from '../campaign-detail/WatchCampaignRun';
import { attempt, type Failure } from '../outcome';
import { type Poll, poll } from '../polling/poll';
import type { OrchestrationTarget } from './target';

export interface OrchestrationListener {
  /** Every status read, the last one included (after which the watch ends by itself). */
  onStatus(status: OrchestrationStatus): void;
  /** A read failed for another reason than the run not being stored yet: polling goes on. */
  onPollingError?(failure: Failure): void;
  /** No read has been answered for CONNECTION_LOST_AFTER_MS: the watch has ended. */
  onConnectionLost?(): void;
}

/**
 * A run whose status has not been read for this long has lost its connection (spec 1 §8, 2 §8:
 * 'Connection terminated unexpectedly'). The specs give no limit of their own for the chat: the
 * campaign page's 5 minutes before a poll counts as orphaned (spec 2 §9) is the nearest.
 */
export const CONNECTION_LOST_AFTER_MS = CAMPAIGN_POLLING.orphanedAfterMs;

/** A run being watched: `stop` when the chat is left (no further reads, a late answer dropped). */
export type OrchestrationWatch = Pick<Poll, 'stop' | 'active'>;

/**
 * Watches a fast-track or Salesforce run (spec 2 §4.1): a status read at once, then one every
 * 2 s until it has finished, through the polling engine (one read in flight, a run not stored
 * yet tolerated).
 */
export class WatchOrchestration {
  constructor(
    private readonly orchestration: OrchestrationPort,
    private readonly clock: ClockPort,
  ) {}

  execute(target: OrchestrationTarget, listener: OrchestrationListener): OrchestrationWatch {
    let lastAnswerAt = this.clock.now();
    const watch = poll(this.clock, {
      read: () =>
        attempt(() =>
          this.orchestration.fetchChatOrchestrationStatus(
            target.ctx,
            target.kind,
            target.chatId,
            target.messageId,
          ),
        ),
      everyMs: POLL_INTERVAL_MS,
      firstAfterMs: 0,
      isLast: (status) => isFinished(status.status),
      onAnswer: (status) => {
        lastAnswerAt = this.clock.now();
        listener.onStatus(status);
      },
      onFailure: (failure) => {
        // Polling errors are logged and polling goes on (spec 2 §8), until the connection is lost.
        listener.onPollingError?.(failure);
        if (this.clock.now() - lastAnswerAt < CONNECTION_LOST_AFTER_MS) return;
        watch.stop();
        listener.onConnectionLost?.();
      },
    });
    return watch;
  }
}

export const WatchOrchestrationToken = Symbol.for('WatchOrchestration');
