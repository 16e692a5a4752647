import type { ListState } from '../../../core/domain/campaigns/list-state';
import styles from './Campaigns.module.css';

/** A column header that sorts by its column; clicking it again flips the order (spec 2 §5). */
export function SortHeader({
  column,
  label,
  state,
  onSort,
}: {
  column: string;
  label: string;
  state: ListState;
  onSort(column: string): void;
}) {
  const active = state.sortBy === column;
  const sort = active ? (state.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th aria-sort={sort} scope="col">
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true">{active ? (state.sortOrder === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}
