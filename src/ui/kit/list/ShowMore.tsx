import { observer } from 'mobx-react-lite';
import type { LocalCollection } from '../collection/LocalCollection';
import styles from '../Kit.module.css';

/** 'Showing 100 of 5,000 users. Show more' under a long collection. */
export const ShowMore = observer(function ShowMore<Row>({
  list,
  noun,
}: {
  list: LocalCollection<Row>;
  noun: string;
}) {
  if (!list.hasMore) return null;
  return (
    <p>
      Showing {list.rows.length} of {list.matching.length} {noun}.{' '}
      <button type="button" className={styles.button} onClick={() => list.showMoreClicked()}>
        Show more
      </button>
    </p>
  );
});
