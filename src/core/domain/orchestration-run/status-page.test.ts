import { describe, expect, it } from 'vitest';
import type { OrchestrationSummaryRow } from '../orchestration';
import {
  barWidthPercent,
  overviewCards,
  restartsCell,
  shortMessageId,
  shownOrchestrations,
  statusCell,
  typeCell,
} from './status-page';

const row = (index: number): OrchestrationSummaryRow => ({
  messageId: `msg-${index}`,
  workflowType: 'fast-track',
  isShellWorkflow: false,
  platform: 'dv360',
  status: 'completed',
  progressPercentage: 100,
  processingSteps: [],
  hasParallelProcessing: false,
  durationMinutes: 1,
  restartCount: 0,
  createdAt: new Date(Date.UTC(2026, 10, 23, 0, index)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 10, 23, 0, index)).toISOString(),
  isStuck: false,
});

describe('status page columns (spec 2 §2.2)', () => {
  it('shortens ids, marks shells, brackets a recovery state and dashes zero restarts', () => {
    expect(shortMessageId('msg-run-1-2')).toBe('msg-run-...');
    expect(typeCell({ workflowType: 'fast-track-shell', isShellWorkflow: true })).toBe(
      'fast-track-shell (shell)',
    );
    expect(statusCell({ status: 'in_progress', recoveryState: 'recovered' })).toBe('in_progress (recovered)');
    expect(statusCell({ status: 'completed', recoveryState: 'active' })).toBe('completed');
    expect(restartsCell(0)).toBe('-');
    expect(restartsCell(2)).toBe('2');
  });

  it('sizes bars against the largest count, capped at 100%', () => {
    expect(barWidthPercent(5, 10)).toBe(50);
    expect(barWidthPercent(12, 10)).toBe(100);
    expect(barWidthPercent(3, 0)).toBe(0);
  });

  it('shows the 10 most recent and says how many there are in all', () => {
    const rows = Array.from({ length: 12 }, (_, index) => row(index));
    const shown = shownOrchestrations({
      orchestrations: rows,
      total: 14,
      summary: { activeStats: [], byTypeAndStatus: [] },
    });
    expect(shown.rows).toHaveLength(10);
    expect(shown.rows[0]?.messageId).toBe('msg-11');
    expect(shown.note).toBe('Showing 10 most recent orchestrations out of 14 total');
  });

  it('reads the four cards from the summary', () => {
    expect(
      overviewCards({
        activeStats: [{ activeCount: 3, suspendedCount: 1 }],
        byTypeAndStatus: [
          { status: 'completed', count: 4 },
          { status: 'COMPLETED', count: 1 },
          { status: 'failed', count: 2 },
        ],
      }),
    ).toEqual({ active: 3, completed: 5, failed: 2, suspended: 1 });
  });
});
