import { campaignStatusLabel, campaignStatusTone } from '../../../core/domain/campaigns/status-badge';
import styles from './Campaigns.module.css';

/** A campaign status as its badge (spec 2 §4.2). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={styles.badge} data-tone={campaignStatusTone(status)}>
      {campaignStatusLabel(status)}
    </span>
  );
}
