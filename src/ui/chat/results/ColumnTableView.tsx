import { TableScroll } from '../../kit/table/TableScroll';
import type { ColumnTable } from './column-table';
import styles from './views.module.css';

/** A list of records as a compact table with one column per field. */
export function ColumnTableView({ table, label }: { table: ColumnTable; label: string }) {
  return (
    <TableScroll label={label}>
      <table className={styles.grid} aria-label={label}>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((cells, rowIndex) => (
            // Rows are positions in a list the backend sent; they have no identity of their own.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={rowIndex}>
              {cells.map((cell, cellIndex) => (
                <td key={table.columns[cellIndex]?.key ?? cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.hidden > 0 && <p className={styles.muted}>{table.hidden} more rows not shown</p>}
    </TableScroll>
  );
}
