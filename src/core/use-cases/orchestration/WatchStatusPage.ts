import type { OrchestrationOverview, SessionStats } from '../../domain/orchestration';
import { STATUS_PAGE_LIMITS } from '../../domain/orchestration-run/status-page';
import type { ActingContext } from '../../ports/acting-context';
import type { ClockPort } from '../../ports/ClockPort';
import { type Outcome, succeeded } from '../outcome';
import { poll } from '../polling/poll';
import type { LoadOrchestrationOverview } from './LoadOrchestrationOverview';
import type { LoadSessionStats } from './LoadSessionStats';

/** One read of the page: the orchestrations always, the statistics on the first read and on Retry. */
export interface StatusPageRead {
  stats?: Outcome<SessionStats>;
  overview: Outcome<OrchestrationOverview>;
}

export interface StatusPageListener {
  /** A read of the orchestrations has started (the Refresh button waits for it). */
  reading(): void;
  answered(read: StatusPageRead): void;
}

/** The page being watched, with what its buttons do to the polling. */
export interface StatusPageWatch {
  /** Refresh: the orchestrations at once; the auto-refresh beat starts over from there. */
  refresh(): Promise<void>;
  /** The auto-refresh switch: off, no more reads until Refresh or on again (a full beat later). */
  autoRefresh(on: boolean): void;
  /** The page went away: no further reads, late answers dropped. */
  stop(): void;
}

/**
 * /status (spec 2 §2.2, §9): the first read 50 ms after the page shows, then the orchestrations
 * every 10 s while auto-refresh is on, through the polling engine (one read in flight).
 */
export class WatchStatusPage {
  constructor(
    private readonly loadStats: Pick<LoadSessionStats, 'execute'>,
    private readonly loadOverview: Pick<LoadOrchestrationOverview, 'execute'>,
    private readonly clock: ClockPort,
  ) {}

  /** Starts with auto-refresh on, as the page opens. */
  execute(actingContext: () => ActingContext | null, listener: StatusPageListener): StatusPageWatch {
    // The statistics are read once per page load (Retry reloads the page, spec 2 §2.2).
    let statsDue = true;
    const read = async (): Promise<Outcome<StatusPageRead>> => {
      const ctx = actingContext();
      const withStats = statsDue;
      statsDue = false;
      listener.reading();
      const [stats, overview] = await Promise.all([
        withStats ? this.loadStats.execute(ctx) : undefined,
        this.loadOverview.execute(ctx),
      ]);
      return succeeded(stats ? { stats, overview } : { overview });
    };
    const watching = poll(this.clock, {
      read,
      everyMs: STATUS_PAGE_LIMITS.autoRefreshMs,
      firstAfterMs: STATUS_PAGE_LIMITS.initialFetchDelayMs,
      onAnswer: (answer) => listener.answered(answer),
    });
    return {
      refresh: () => watching.restart(),
      autoRefresh: (on) => (on ? watching.resume() : watching.pause()),
      stop: () => watching.stop(),
    };
  }
}

export const WatchStatusPageToken = Symbol.for('WatchStatusPage');
