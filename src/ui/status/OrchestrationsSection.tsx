import { observer } from 'mobx-react-lite';
import { STATUS_PAGE_TEXTS } from '../../core/domain/orchestration-run/texts';
import { LoadFailed } from './LoadFailed';
import { OrchestrationTable } from './OrchestrationTable';
import styles from './StatusPage.module.css';
import type { StatusPageViewModel } from './StatusPageViewModel';

/** "Fast Track Orchestrations": time zone, auto-refresh, Refresh, the four cards and the table. */
export const OrchestrationsSection = observer(function OrchestrationsSection({
  page,
}: {
  page: StatusPageViewModel;
}) {
  const { overview, cards } = page;
  return (
    <section className={styles.section} aria-labelledby="orchestrations">
      <h2 id="orchestrations">{STATUS_PAGE_TEXTS.orchestrations}</h2>
      <div className={styles.toolbar}>
        <span className={styles.muted}>Timezone: {page.timeZone}</span>
        <label>
          <input type="checkbox" checked={page.autoRefresh} onChange={() => page.autoRefreshToggled()} />{' '}
          {STATUS_PAGE_TEXTS.autoRefresh}
        </label>
        <button type="button" onClick={() => void page.refreshClicked()} disabled={page.refreshing}>
          {STATUS_PAGE_TEXTS.refresh}
        </button>
      </div>
      {overview.state === 'loading' && <p className={styles.muted}>Loading orchestrations…</p>}
      {overview.state === 'error' && <LoadFailed message={overview.message} page={page} />}
      {cards && (
        <>
          <div className={styles.cards}>
            {(
              [
                [STATUS_PAGE_TEXTS.active, cards.active],
                [STATUS_PAGE_TEXTS.completed24h, cards.completed],
                [STATUS_PAGE_TEXTS.failed24h, cards.failed],
                [STATUS_PAGE_TEXTS.suspended, cards.suspended],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className={styles.card}>
                <div className={styles.cardLabel}>{label}</div>
                <div className={styles.cardValue}>{value}</div>
              </div>
            ))}
          </div>
          <h3>{STATUS_PAGE_TEXTS.recentOrchestrations}</h3>
          <OrchestrationTable rows={page.rows} note={page.note} />
        </>
      )}
    </section>
  );
});
