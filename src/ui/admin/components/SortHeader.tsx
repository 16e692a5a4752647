import { observer } from 'mobx-react-lite';
import { SortArrow } from '../../icons/SortArrow';
import type { SortedColumns } from '../common/SortedColumns';
import styles from './Admin.module.css';

/** The header row of a sortable table: each header a button that toggles its direction (spec 3 §5). */
export const SortHeader = observer(function SortHeader<T, K extends string>({
  table,
  trailing,
}: {
  table: SortedColumns<T, K>;
  /** Headers after the sortable ones, e.g. 'Actions'. */
  trailing?: string[];
}) {
  const columns = Object.entries(table.columns) as [K, { label: string }][];
  return (
    <thead>
      <tr>
        {columns.map(([id, spec]) => (
          <th key={id} aria-sort={table.ariaSort(id)} scope="col">
            <button type="button" className={styles.sortButton} onClick={() => table.headerClicked(id)}>
              {spec.label}
              <SortArrow direction={table.sort.column === id && table.sort.direction} />
            </button>
          </th>
        ))}
        {trailing?.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
});
