import { phaseOf, type WorkPhase } from '../../domain/work-phase';
import type { Outcome } from '../outcome';
import type { StopOrchestration } from './StopOrchestration';
import type { OrchestrationTarget } from './target';
import type { OrchestrationListener, OrchestrationWatch, WatchOrchestration } from './WatchOrchestration';

/** How a followed run ended, and whether a screen showed it at that moment. */
export interface RunEnded {
  target: OrchestrationTarget;
  /** A lost connection counts as failed (spec 2 §8). */
  phase: Exclude<WorkPhase, 'in-progress'>;
  /** The backend's own word for the end ('timeout', 'completed' …); absent for a lost connection. */
  status?: string;
  /** A screen showed the run when it ended, or the user stopped it from this page. */
  seen: boolean;
}

interface Followed {
  poll: OrchestrationWatch;
  /** The screens showing the run now. */
  readonly listeners: Set<OrchestrationListener>;
  stoppedHere: boolean;
  /** A read found it under way: only then is its end news (a screen may follow a run it thinks is going). */
  seenGoing: boolean;
}

const keyOf = (target: OrchestrationTarget) => `${target.kind}|${target.chatId}|${target.messageId}`;

/**
 * The one watcher of the user's runs under way (issue 31): one poll per run, through
 * WatchOrchestration (the polling engine, every 2 s), shared by every screen that shows the run
 * and kept after they are gone, until the run ends; then `onEnded` hears how, and whether anyone
 * was looking. Nothing polls when no run is under way.
 */
export class FollowRuns {
  private readonly runs = new Map<string, Followed>();
  private readonly endListeners = new Set<(end: RunEnded) => void>();

  constructor(
    private readonly watchOrchestration: Pick<WatchOrchestration, 'execute'>,
    private readonly stopOrchestration: Pick<StopOrchestration, 'execute'>,
  ) {}

  /** A screen shows the run: it hears every status until `stop` (leaving); the poll outlives it. */
  watch(target: OrchestrationTarget, listener: OrchestrationListener): OrchestrationWatch {
    const run = this.runs.get(keyOf(target)) ?? this.follow(target);
    run.listeners.add(listener);
    return {
      stop: () => run.listeners.delete(listener),
      get active() {
        return run.poll.active && run.listeners.has(listener);
      },
    };
  }

  /** The stop button: a run the user stopped here ends in their sight, wherever they are by then. */
  async stop(target: OrchestrationTarget): Promise<Outcome> {
    const outcome = await this.stopOrchestration.execute(target);
    const run = this.runs.get(keyOf(target));
    if (outcome.ok && run) run.stoppedHere = true;
    return outcome;
  }

  /** Hears every end of a followed run it saw under way; answers the unsubscribe function. */
  onEnded(listener: (end: RunEnded) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /**
   * The user signed out: every poll stops and no end is told any more, so the next user of the
   * page never hears of the previous one's runs.
   */
  forgetAll(): void {
    for (const run of this.runs.values()) run.poll.stop();
    this.runs.clear();
  }

  /** How many runs are polled now. */
  get followedCount(): number {
    return this.runs.size;
  }

  private follow(target: OrchestrationTarget): Followed {
    const key = keyOf(target);
    const listeners = new Set<OrchestrationListener>();
    const run: Followed = {
      listeners,
      stoppedHere: false,
      seenGoing: false,
      poll: { stop: () => {}, active: true },
    };
    this.runs.set(key, run);
    run.poll = this.watchOrchestration.execute(target, {
      onStatus: (status) => {
        // Asked before the screens hear it: a screen stops listening once it sees the end.
        const seen = listeners.size > 0 || run.stoppedHere;
        for (const listener of [...listeners]) listener.onStatus(status);
        const phase = phaseOf(status.status);
        if (phase === 'in-progress') run.seenGoing = true;
        else if (run.seenGoing) this.ended(key, { target, phase, status: status.status, seen });
        else this.runs.delete(key);
      },
      onPollingError: (failure) => {
        for (const listener of [...listeners]) listener.onPollingError?.(failure);
      },
      onConnectionLost: () => {
        const seen = listeners.size > 0;
        for (const listener of [...listeners]) listener.onConnectionLost?.();
        this.ended(key, { target, phase: 'failed', seen });
      },
    });
    return run;
  }

  private ended(key: string, end: RunEnded): void {
    this.runs.delete(key);
    for (const listener of [...this.endListeners]) listener(end);
  }
}

export const FollowRunsToken = Symbol.for('FollowRuns');
