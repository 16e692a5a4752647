import { isTerminalStatus, POLL_INTERVAL_MS } from '../../domain/chat/async-actions';
import type { OrchestrationStatus } from '../../domain/orchestration';
import type { ClockPort, TimerHandle } from '../../ports/ClockPort';
import type { OrchestrationPort } from '../../ports/OrchestrationPort';
import { attempt, type Failure } from '../outcome';
import type { OrchestrationTarget } from './target';

export interface OrchestrationListener {
  /** Every status read, the terminal one included (after which the watch ends by itself). */
  onStatus(status: OrchestrationStatus): void;
  /** A read failed for another reason than 404 (which is ignored): polling goes on. */
  onPollingError?(failure: Failure): void;
}

export interface OrchestrationWatch {
  /** Leaving the chat: no further reads, and an answer on its way is dropped. */
  stop(): void;
  readonly active: boolean;
}

/**
 * Watches a fast-track or Salesforce run (spec 2 §4.1): a status read at once, then one every
 * 2 s on a fixed beat until completed, failed or stopped. A beat that finds the previous read
 * still in flight is skipped, so there is never more than one read in flight per run and never
 * more than one per interval. A 404 (the run is not stored yet) is ignored.
 */
export class WatchOrchestration {
  constructor(
    private readonly orchestration: OrchestrationPort,
    private readonly clock: ClockPort,
    private readonly intervalMs = POLL_INTERVAL_MS,
  ) {}

  execute(target: OrchestrationTarget, listener: OrchestrationListener): OrchestrationWatch {
    let timer: TimerHandle | null = null;
    let active = true;
    let inFlight = false;
    const startedAt = this.clock.now();
    let beat = 0;

    const finish = () => {
      active = false;
      if (timer !== null) this.clock.clearTimeout(timer);
      timer = null;
    };
    const scheduleNext = () => {
      if (!active) return;
      beat += 1;
      const due = startedAt + beat * this.intervalMs;
      timer = this.clock.setTimeout(tick, Math.max(0, due - this.clock.now()));
    };
    const read = async () => {
      inFlight = true;
      const outcome = await attempt(() =>
        this.orchestration.fetchChatOrchestrationStatus(
          target.ctx,
          target.kind,
          target.chatId,
          target.messageId,
        ),
      );
      inFlight = false;
      if (!active) return;
      if (outcome.ok) {
        if (isTerminalStatus(outcome.value.status)) finish();
        listener.onStatus(outcome.value);
      } else if (outcome.kind !== 'not-found') {
        listener.onPollingError?.(outcome);
      }
    };
    function tick() {
      timer = null;
      if (!active) return;
      scheduleNext();
      if (!inFlight) void read();
    }

    timer = this.clock.setTimeout(tick, 0);
    return {
      stop: finish,
      get active() {
        return active;
      },
    };
  }
}

export const WatchOrchestrationToken = Symbol.for('WatchOrchestration');
