import { STATUS_PAGE_TEXTS } from '../../core/domain/orchestration-run/texts';
import styles from './StatusPage.module.css';
import type { StatusPageViewModel } from './StatusPageViewModel';

/** A part of the status page that failed to load: the failure's text, and Retry for the whole page. */
export function LoadFailed({ message, page }: { message: string; page: StatusPageViewModel }) {
  return (
    <div role="alert" className={styles.error}>
      <span>{message}</span>
      <button type="button" className={styles.retry} onClick={() => void page.retryClicked()}>
        {STATUS_PAGE_TEXTS.retry}
      </button>
    </div>
  );
}
