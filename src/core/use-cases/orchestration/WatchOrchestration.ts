import { POLL_INTERVAL_MS } from '../../domain/chat/async-actions';
import type { OrchestrationStatus } from '../../domain/orchestration';
import { isFinished } from '../../domain/work-phase';
import type { ClockPort } from '../../ports/ClockPort';
import type { OrchestrationPort } from '../../ports/OrchestrationPort';
import { attempt, type Failure } from '../outcome';
import { type Poll, poll } from '../polling/poll';
import type { OrchestrationTarget } from './target';

export interface OrchestrationListener {
  /** Every status read, the last one included (after which the watch ends by itself). */
  onStatus(status: OrchestrationStatus): void;
  /** A read failed for another reason than the run not being stored yet: polling goes on. */
  onPollingError?(failure: Failure): void;
}

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
    return poll(this.clock, {
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
      onAnswer: (status) => listener.onStatus(status),
      onFailure: (failure) => listener.onPollingError?.(failure),
    });
  }
}

export const WatchOrchestrationToken = Symbol.for('WatchOrchestration');
