import { observer } from 'mobx-react-lite';
import { PAGE_SIZES } from '../../../core/domain/lists/paged-list-state';
import type { PagedList } from '../collection/PagedList';
import styles from '../Kit.module.css';

/** Page size (5/10/25/50), previous/next and at most five page buttons (spec 2 §9). */
export const PaginationBar = observer(function PaginationBar<T>({
  list,
  label,
}: {
  list: PagedList<T>;
  label: string;
}) {
  const { pagination, state } = list;
  return (
    <nav className={styles.pagination} aria-label={`${label} pages`}>
      <label>
        Rows per page{' '}
        <select
          className={styles.input}
          value={state.pageSize}
          onChange={(event) => void list.pageSizeChosen(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span className={styles.spacer} />
      <button
        type="button"
        className={styles.pageButton}
        disabled={!pagination.hasPrevPage}
        onClick={() => void list.pageChosen(pagination.currentPage - 1)}
      >
        Previous
      </button>
      {list.pageNumbers.map((page) => (
        <button
          key={page}
          type="button"
          className={styles.pageButton}
          aria-current={page === pagination.currentPage ? 'page' : undefined}
          aria-label={`Page ${page}`}
          onClick={() => void list.pageChosen(page)}
        >
          {page}
        </button>
      ))}
      <button
        type="button"
        className={styles.pageButton}
        disabled={!pagination.hasNextPage}
        onClick={() => void list.pageChosen(pagination.currentPage + 1)}
      >
        Next
      </button>
    </nav>
  );
});
