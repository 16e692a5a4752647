import { TriangleAlert, Zap } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { STATUS_PAGE_TEXTS } from '../../core/domain/orchestration-run/texts';
import { ProgressBar } from '../common/ProgressBar';
import type { OrchestrationRowView } from './orchestration-row';
import styles from './StatusPage.module.css';

const COLUMNS = [
  'Message ID',
  'Type',
  'Platform',
  'Status',
  'Progress',
  'Duration',
  'Restarts',
  'Created',
  'Last Updated',
];

function Row({ row }: { row: OrchestrationRowView }) {
  return (
    <tr data-message-id={row.fullMessageId}>
      <td className={styles.mono}>
        <span title={row.fullMessageId}>{row.messageId}</span>
        {row.stuckHint && (
          <span className={styles.warning} role="img" aria-label={row.stuckHint} title={row.stuckHint}>
            <TriangleAlert size={14} aria-hidden="true" />
          </span>
        )}
      </td>
      <td>{row.type}</td>
      <td>{row.platform}</td>
      <td>{row.status}</td>
      <td className={styles.progress}>
        <ProgressBar percent={row.percent} label={`Progress of ${row.messageId}`} />
        <span>{row.percent}%</span>
        {row.processingSteps && <span className={styles.muted}> {row.processingSteps}</span>}
        {row.parallel && (
          <span role="img" aria-label="Parallel processing" title="Parallel processing">
            {' '}
            <Zap size={14} aria-hidden="true" />
          </span>
        )}
      </td>
      <td>{row.duration}</td>
      <td>{row.restarts}</td>
      <td>{row.createdAt}</td>
      <td>{row.updatedAt}</td>
    </tr>
  );
}

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
      <table className={styles.table} aria-label={STATUS_PAGE_TEXTS.recentOrchestrations}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.key} row={row} />
          ))}
        </tbody>
      </table>
      {note && <p className={styles.note}>{note}</p>}
    </>
  );
});
