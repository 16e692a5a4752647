import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { RunEndNotices } from './RunEndNotices';
import styles from './RunEndsRegion.module.css';

/**
 * The notices of runs that ended while the user was elsewhere, above every route (role status:
 * read out once each), and the tab's title counting them.
 */
const RunEndsRegion = observer(function RunEndsRegion({ notices }: { notices: RunEndNotices }) {
  const title = notices.tabTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (notices.notices.length === 0) return null;
  return (
    <section className={styles.region} aria-label="Runs that ended">
      {notices.notices.map((notice) => (
        <div key={notice.id} className={styles.notice} role="status" data-testid="run-end-notice">
          <span>{notice.text}</span>
          <Link to={notice.href} onClick={() => notices.dismissed(notice.id)}>
            Open the chat
          </Link>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={`Dismiss: ${notice.text}`}
            onClick={() => notices.dismissed(notice.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
});

export default RunEndsRegion;
