import type { ReactNode } from 'react';
import { TableScroll } from '../../kit/table/TableScroll';
import styles from './views.module.css';

/**
 * A result's rows under named columns (audit findings, QA fields, changes applied): rows have no
 * id of their own, so their position in the result is their key.
 */
export function ResultGrid<T>({
  label,
  columns,
  rows,
  row,
  rowClass,
}: {
  label: string;
  columns: readonly string[];
  rows: readonly T[];
  row: (item: T) => ReactNode;
  rowClass?: (item: T) => string | undefined;
}) {
  return (
    <TableScroll label={label}>
      <table className={styles.grid} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: result rows may repeat; their position is their identity
            <tr key={index} className={rowClass?.(item)}>
              {row(item)}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
