import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { relativeTime } from '../../core/domain/format/relative-time';
import type { OrchestrationOverview, SessionStats } from '../../core/domain/orchestration';
import {
  barWidthPercent,
  type OverviewCards,
  overviewCards,
  shownOrchestrations,
} from '../../core/domain/orchestration-run/status-page';
import { STATUS_PAGE_TEXTS } from '../../core/domain/orchestration-run/texts';
import type { ActingContext } from '../../core/ports/acting-context';
import type { ClockPort } from '../../core/ports/ClockPort';
import type {
  StatusPageRead,
  StatusPageWatch,
  WatchStatusPage,
} from '../../core/use-cases/orchestration/WatchStatusPage';
import type { Failure } from '../../core/use-cases/outcome';
import { failureText } from '../kit/failure-text';
import { type OrchestrationRowView, orchestrationRowView } from './orchestration-row';

export interface StatusPageDeps {
  watchStatusPage: Pick<WatchStatusPage, 'execute'>;
  session: { readonly actingContext: ActingContext | null };
  clock: ClockPort;
  /** The browser's time zone (IANA name), shown beside the orchestrations. */
  timeZone: string;
  /** Loads the whole page again, as the browser's reload does (Retry, spec 2 §2.2). */
  reloadPage: () => void;
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
  private watch: StatusPageWatch | null = null;

  constructor(private readonly deps: StatusPageDeps) {
    makeObservable<StatusPageViewModel, 'answered' | 'reading'>(this, {
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
      answered: action,
      reading: action,
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

  /** The screen showed: the first read after the short initial delay, then the auto-refresh beat. */
  opened(): void {
    this.watch?.stop();
    this.watch = this.deps.watchStatusPage.execute(() => this.deps.session.actingContext, {
      reading: () => this.reading(),
      answered: (read) => this.answered(read),
    });
    if (!this.autoRefresh) this.watch.autoRefresh(false);
  }

  /** The screen went away: no further calls, late answers dropped. */
  closed(): void {
    this.watch?.stop();
    this.watch = null;
  }

  autoRefreshToggled(): void {
    this.autoRefresh = !this.autoRefresh;
    this.watch?.autoRefresh(this.autoRefresh);
  }

  /** Refresh: the orchestrations at once (the auto-refresh beat starts over). */
  async refreshClicked(): Promise<void> {
    await this.watch?.refresh();
  }

  /** Retry after an error reloads the page (spec 2 §2.2): every part and switch starts afresh. */
  retryClicked(): void {
    this.deps.reloadPage();
  }

  private reading(): void {
    this.refreshing = true;
  }

  private answered({ stats, overview }: StatusPageRead): void {
    this.refreshing = false;
    if (stats) this.stats = stats.ok ? { state: 'loaded', value: stats.value } : statsError(stats);
    if (overview.ok) this.overview = { state: 'loaded', value: overview.value };
    // A failed refresh keeps the table the user is reading; only a first load shows the error.
    else if (this.overview.state !== 'loaded')
      this.overview = { state: 'error', message: STATUS_PAGE_TEXTS.orchestrationsFailed };
  }
}

function statsError(failure: Failure): Load<SessionStats> {
  // Session and account problems have their own words, also when the backend is the one that no
  // longer knows the session (a 401: trying later would not help); anything else asks to try later.
  const wording = { 'signed-out': STATUS_PAGE_TEXTS.noSession, otherwise: STATUS_PAGE_TEXTS.statsFailed };
  return { state: 'error', message: failureText(failure, wording) };
}
