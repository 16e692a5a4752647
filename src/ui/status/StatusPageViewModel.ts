import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { relativeTime } from '../../core/domain/format/relative-time';
import type { OrchestrationOverview, SessionStats } from '../../core/domain/orchestration';
import {
  barWidthPercent,
  type OverviewCards,
  overviewCards,
  STATUS_PAGE_LIMITS,
  shownOrchestrations,
} from '../../core/domain/orchestration-run/status-page';
import { STATUS_PAGE_TEXTS } from '../../core/domain/orchestration-run/texts';
import type { ActingContext } from '../../core/ports/acting-context';
import type { ClockPort, TimerHandle } from '../../core/ports/ClockPort';
import type { LoadOrchestrationOverview } from '../../core/use-cases/orchestration/LoadOrchestrationOverview';
import type { LoadSessionStats } from '../../core/use-cases/orchestration/LoadSessionStats';
import type { Failure } from '../../core/use-cases/outcome';
import { failureText } from '../kit/failure-text';
import { type OrchestrationRowView, orchestrationRowView } from './orchestration-row';

/** Spec 2 §9: the page's first fetch waits this long (lets the session settle after navigation). */
export const INITIAL_FETCH_DELAY_MS = 50;

export interface StatusPageDeps {
  loadStats: Pick<LoadSessionStats, 'execute'>;
  loadOverview: Pick<LoadOrchestrationOverview, 'execute'>;
  session: { readonly actingContext: ActingContext | null };
  clock: ClockPort;
  /** The browser's time zone (IANA name), shown beside the orchestrations. */
  timeZone: string;
}

type Load<T> = { state: 'loading' } | { state: 'loaded'; value: T } | { state: 'error'; message: string };

export interface ActionBar {
  action: string;
  count: number;
  widthPercent: number;
}

export interface ActivityRow {
  key: string;
  when: string;
  fullTime: string;
  chat: string;
  user: string;
  action: string;
}

/**
 * /status ("Session Statistics", spec 2 §2.2): statistics of the user's session and the account's
 * fast-track orchestrations of the last 24 h, refreshed every 10 s while auto-refresh is on.
 */
export class StatusPageViewModel {
  stats: Load<SessionStats> = { state: 'loading' };
  overview: Load<OrchestrationOverview> = { state: 'loading' };
  autoRefresh = true;
  refreshing = false;
  private timer: TimerHandle | null = null;
  private open = false;

  constructor(private readonly deps: StatusPageDeps) {
    makeObservable<StatusPageViewModel, 'apply'>(this, {
      stats: observableRef,
      overview: observableRef,
      autoRefresh: observable,
      refreshing: observable,
      statCards: computed,
      actionBars: computed,
      activity: computed,
      cards: computed,
      rows: computed,
      note: computed,
      autoRefreshToggled: action,
      apply: action,
    });
  }

  get timeZone(): string {
    return this.deps.timeZone;
  }

  get statCards(): { label: string; value: number }[] {
    if (this.stats.state !== 'loaded') return [];
    const { totalChats, totalMessages, filesUploaded } = this.stats.value;
    return [
      { label: STATUS_PAGE_TEXTS.totalChats, value: totalChats },
      { label: STATUS_PAGE_TEXTS.totalMessages, value: totalMessages },
      { label: STATUS_PAGE_TEXTS.filesUploaded, value: filesUploaded },
    ];
  }

  get actionBars(): ActionBar[] {
    if (this.stats.state !== 'loaded') return [];
    const entries = this.stats.value.messagesPerAction;
    const largest = Math.max(0, ...entries.map((entry) => entry.count));
    return entries.map((entry) => ({ ...entry, widthPercent: barWidthPercent(entry.count, largest) }));
  }

  get activity(): ActivityRow[] {
    if (this.stats.state !== 'loaded') return [];
    const now = this.deps.clock.now();
    return this.stats.value.recentActivity.map((entry, index) => {
      const date = new Date(entry.timestamp);
      return {
        key: `${entry.timestamp}-${index}`,
        when: relativeTime(entry.timestamp, now),
        fullTime: Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toLocaleString(),
        chat: entry.chatSummary,
        user: entry.userName?.trim() || STATUS_PAGE_TEXTS.you,
        action: entry.action,
      };
    });
  }

  get cards(): OverviewCards | null {
    return this.overview.state === 'loaded' ? overviewCards(this.overview.value.summary) : null;
  }

  get rows(): OrchestrationRowView[] {
    if (this.overview.state !== 'loaded') return [];
    return shownOrchestrations(this.overview.value).rows.map(orchestrationRowView);
  }

  get note(): string | null {
    return this.overview.state === 'loaded' ? shownOrchestrations(this.overview.value).note : null;
  }

  /** The screen showed: first load after the short initial delay, then the auto-refresh beat. */
  opened(): void {
    this.open = true;
    this.schedule(INITIAL_FETCH_DELAY_MS, () => this.loadAll());
  }

  /** The screen went away: no further calls, late answers dropped. */
  closed(): void {
    this.open = false;
    this.cancelTimer();
  }

  autoRefreshToggled(): void {
    this.autoRefresh = !this.autoRefresh;
    this.cancelTimer();
    if (this.autoRefresh) this.scheduleRefresh();
  }

  /** Refresh: the orchestrations at once (the auto-refresh beat starts over). */
  async refreshClicked(): Promise<void> {
    this.cancelTimer();
    await this.loadOverview();
  }

  /** Retry after an error: the page's data loads again from the start. */
  async retryClicked(): Promise<void> {
    this.cancelTimer();
    runInAction(() => {
      this.stats = { state: 'loading' };
      this.overview = { state: 'loading' };
    });
    await this.loadAll();
  }

  private async loadAll(): Promise<void> {
    const ctx = this.deps.session.actingContext;
    const stats = this.deps.loadStats.execute(ctx).then((outcome) => {
      if (!this.open) return;
      this.apply('stats', outcome.ok ? { state: 'loaded', value: outcome.value } : this.statsError(outcome));
    });
    await Promise.all([stats, this.loadOverview()]);
  }

  private statsError(failure: Failure): Load<SessionStats> {
    // Session and account problems have their own words; anything else asks to try later.
    return { state: 'error', message: failureText(failure, STATUS_PAGE_TEXTS.statsFailed) };
  }

  private async loadOverview(): Promise<void> {
    runInAction(() => {
      this.refreshing = true;
    });
    const outcome = await this.deps.loadOverview.execute(this.deps.session.actingContext);
    if (!this.open) return;
    runInAction(() => {
      this.refreshing = false;
    });
    if (outcome.ok) this.apply('overview', { state: 'loaded', value: outcome.value });
    // A failed refresh keeps the table the user is reading; only a first load shows the error.
    else if (this.overview.state !== 'loaded')
      this.apply('overview', { state: 'error', message: STATUS_PAGE_TEXTS.orchestrationsFailed });
    this.scheduleRefresh();
  }

  private apply(key: 'stats', value: Load<SessionStats>): void;
  private apply(key: 'overview', value: Load<OrchestrationOverview>): void;
  private apply(key: 'stats' | 'overview', value: Load<SessionStats> | Load<OrchestrationOverview>): void {
    if (key === 'stats') this.stats = value as Load<SessionStats>;
    else this.overview = value as Load<OrchestrationOverview>;
  }

  private scheduleRefresh(): void {
    if (this.autoRefresh && this.timer === null) {
      this.schedule(STATUS_PAGE_LIMITS.autoRefreshMs, () => this.loadOverview());
    }
  }

  private schedule(ms: number, work: () => Promise<void>): void {
    if (!this.open) return;
    this.cancelTimer();
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null;
      void work();
    }, ms);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
