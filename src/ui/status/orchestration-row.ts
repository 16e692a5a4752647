import type { OrchestrationSummaryRow } from '../../core/domain/orchestration';
import { platformLabel } from '../../core/domain/orchestration-run/labels';
import {
  durationCell,
  processingStepsCell,
  restartsCell,
  shortMessageId,
  statusCell,
  typeCell,
} from '../../core/domain/orchestration-run/status-page';
import { STATUS_PAGE_TEXTS } from '../../core/domain/orchestration-run/texts';

/** One table row as the status page shows it (spec 2 §2.2 column rules). */
export interface OrchestrationRowView {
  key: string;
  messageId: string;
  fullMessageId: string;
  stuckHint: string | null;
  type: string;
  platform: string;
  status: string;
  percent: number;
  processingSteps: string;
  parallel: boolean;
  duration: string;
  restarts: string;
  createdAt: string;
  updatedAt: string;
}

function localTime(iso: string): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toLocaleString();
}

export function orchestrationRowView(row: OrchestrationSummaryRow, index: number): OrchestrationRowView {
  return {
    key: `${row.messageId}-${index}`,
    messageId: shortMessageId(row.messageId),
    fullMessageId: row.messageId,
    stuckHint: row.isStuck ? STATUS_PAGE_TEXTS.stuckHint : null,
    type: typeCell(row),
    platform: platformLabel(row.platform) || '-',
    status: statusCell(row),
    percent: Math.min(100, Math.max(0, Math.round(row.progressPercentage))),
    processingSteps: processingStepsCell(row),
    parallel: row.hasParallelProcessing,
    duration: durationCell(row.durationMinutes),
    restarts: restartsCell(row.restartCount),
    createdAt: localTime(row.createdAt),
    updatedAt: localTime(row.updatedAt),
  };
}
