import type { OrchestrationOverview, OrchestrationSummaryRow } from '../orchestration';
import { stepIdName } from './labels';
import { STATUS_PAGE_TEXTS, showingRecentText } from './texts';

/** Status page constants (spec 2 §9). */
export const STATUS_PAGE_LIMITS = {
  serverLimit: 20,
  shown: 10,
  timeRange: '24h',
  autoRefreshMs: 10_000,
  /** The page's first fetch waits this long (lets the session settle after navigation, spec 2 §9). */
  initialFetchDelayMs: 50,
} as const;

/** First 8 characters plus "..." (spec 2 §2.2). */
export function shortMessageId(id: string): string {
  return `${id.slice(0, 8)}...`;
}

/** The recovery state in brackets when it is not "active" (spec 2 §2.2). */
export function statusCell(row: Pick<OrchestrationSummaryRow, 'status' | 'recoveryState'>): string {
  const recovery = row.recoveryState?.trim();
  return recovery && recovery !== 'active' ? `${row.status} (${recovery})` : row.status;
}

export function typeCell(row: Pick<OrchestrationSummaryRow, 'workflowType' | 'isShellWorkflow'>): string {
  return row.isShellWorkflow ? `${row.workflowType} ${STATUS_PAGE_TEXTS.shellMarker}` : row.workflowType;
}

export function restartsCell(count: number): string {
  return count > 0 ? String(count) : '-';
}

export function durationCell(minutes: number): string {
  return `${Math.max(0, Math.round(minutes))} min`;
}

export function processingStepsCell(row: Pick<OrchestrationSummaryRow, 'processingSteps'>): string {
  return row.processingSteps.map(stepIdName).join(', ');
}

/** Bar width for "Messages Per Action": relative to the largest count, capped at 100% (spec 2 §2.2). */
export function barWidthPercent(count: number, largest: number): number {
  if (largest <= 0 || count <= 0) return 0;
  return Math.min(100, (count / largest) * 100);
}

export interface OverviewCards {
  active: number;
  completed: number;
  failed: number;
  suspended: number;
}

/** The four summary cards from the summary block (statuses counted case-insensitively). */
export function overviewCards(summary: OrchestrationOverview['summary']): OverviewCards {
  const stats = summary.activeStats[0];
  const count = (status: string) =>
    summary.byTypeAndStatus
      .filter((entry) => entry.status.toLowerCase() === status)
      .reduce((sum, entry) => sum + entry.count, 0);
  return {
    active: stats?.activeCount ?? 0,
    completed: count('completed'),
    failed: count('failed'),
    suspended: stats?.suspendedCount ?? 0,
  };
}

/** The rows shown (10 most recent) and, when there are more, the note saying so. */
export function shownOrchestrations(overview: OrchestrationOverview): {
  rows: OrchestrationSummaryRow[];
  note: string | null;
} {
  const sorted = [...overview.orchestrations].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const rows = sorted.slice(0, STATUS_PAGE_LIMITS.shown);
  const counted = overview.summary.byTypeAndStatus.reduce((sum, entry) => sum + entry.count, 0);
  const total = overview.total ?? Math.max(counted, overview.orchestrations.length);
  return { rows, note: total > rows.length ? showingRecentText(rows.length, total) : null };
}
