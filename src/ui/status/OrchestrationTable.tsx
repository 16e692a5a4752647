import { TriangleAlert, Zap } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { STATUS_PAGE_TEXTS } from '../../core/domain/orchestration-run/texts';
import { ProgressBar } from '../common/ProgressBar';
import { type DataColumn, DataTable } from '../kit/table/DataTable';
import type { OrchestrationRowView } from './orchestration-row';
import styles from './StatusPage.module.css';

const text = (id: keyof OrchestrationRowView, header: string): DataColumn<OrchestrationRowView> => ({
  id,
  header,
  cell: (row) => String(row[id]),
});

/** The columns of spec 2 §2.2, in its order. */
const COLUMNS: DataColumn<OrchestrationRowView>[] = [
  {
    id: 'messageId',
    header: 'Message ID',
    look: 'code',
    cell: (row) => (
      <>
        <span title={row.fullMessageId}>{row.messageId}</span>
        {row.stuckHint && (
          <span className={styles.warning} role="img" aria-label={row.stuckHint} title={row.stuckHint}>
            <TriangleAlert size={14} aria-hidden="true" />
          </span>
        )}
      </>
    ),
  },
  text('type', 'Type'),
  text('platform', 'Platform'),
  text('status', 'Status'),
  {
    id: 'progress',
    header: 'Progress',
    cell: (row) => (
      <span className={styles.progress}>
        <ProgressBar percent={row.percent} label={`Progress of ${row.messageId}`} />
        <span>{row.percent}%</span>
        {row.processingSteps && <span className={styles.muted}> {row.processingSteps}</span>}
        {row.parallel && (
          <span role="img" aria-label="Parallel processing" title="Parallel processing">
            {' '}
            <Zap size={14} aria-hidden="true" />
          </span>
        )}
      </span>
    ),
  },
  text('duration', 'Duration'),
  text('restarts', 'Restarts'),
  text('createdAt', 'Created'),
  text('updatedAt', 'Last Updated'),
];

/** "Recent Orchestrations (Last 24h)": the 10 most recent runs with every column of spec 2 §2.2. */
export const OrchestrationTable = observer(function OrchestrationTable({
  rows,
  note,
}: {
  rows: OrchestrationRowView[];
  note: string | null;
}) {
  if (rows.length === 0) return <p className={styles.muted}>{STATUS_PAGE_TEXTS.noOrchestrations}</p>;
  return (
    <>
      <DataTable
        label={STATUS_PAGE_TEXTS.recentOrchestrations}
        rows={rows}
        columns={COLUMNS}
        rowId={(row) => row.key}
      />
      {note && <p className={styles.note}>{note}</p>}
    </>
  );
});
