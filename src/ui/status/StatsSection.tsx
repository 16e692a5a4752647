import { observer } from 'mobx-react-lite';
import { STATUS_PAGE_TEXTS } from '../../core/domain/orchestration-run/texts';
import { type DataColumn, DataTable } from '../kit/table/DataTable';
import { LoadFailed } from './LoadFailed';
import styles from './StatusPage.module.css';
import type { ActivityRow, StatusPageViewModel } from './StatusPageViewModel';

/** "Recent Activity": Date (relative, the full time on hover), Chat, User and Action (spec 2 §2.2). */
const ACTIVITY_COLUMNS: DataColumn<ActivityRow>[] = [
  { id: 'when', header: 'Date', cell: (row) => <time title={row.fullTime}>{row.when}</time> },
  { id: 'chat', header: 'Chat', cell: (row) => row.chat },
  { id: 'user', header: 'User', cell: (row) => row.user },
  { id: 'action', header: 'Action', cell: (row) => row.action },
];

/** The three cards, "Messages Per Action" and "Recent Activity" (spec 2 §2.2). */
export const StatsSection = observer(function StatsSection({ page }: { page: StatusPageViewModel }) {
  const { stats } = page;
  if (stats.state === 'loading') return <p className={styles.muted}>Loading statistics…</p>;
  if (stats.state === 'error') return <LoadFailed message={stats.message} page={page} />;
  return (
    <>
      <div className={styles.cards}>
        {page.statCards.map((card) => (
          <div key={card.label} className={styles.card}>
            <div className={styles.cardLabel}>{card.label}</div>
            <div className={styles.cardValue}>{card.value}</div>
          </div>
        ))}
      </div>
      <section className={styles.section} aria-labelledby="messages-per-action">
        <h2 id="messages-per-action">{STATUS_PAGE_TEXTS.messagesPerAction}</h2>
        <ul className={styles.bars}>
          {page.actionBars.map((bar) => (
            <li key={bar.action} className={styles.bar}>
              <span>{bar.action}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${bar.widthPercent}%`, display: 'block' }} />
              </span>
              <span>{bar.count}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="recent-activity">
        <h2 id="recent-activity">{STATUS_PAGE_TEXTS.recentActivity}</h2>
        <DataTable
          label={STATUS_PAGE_TEXTS.recentActivity}
          rows={page.activity}
          columns={ACTIVITY_COLUMNS}
          rowId={(row) => row.key}
        />
      </section>
    </>
  );
});
