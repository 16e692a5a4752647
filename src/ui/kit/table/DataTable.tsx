import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { type MouseEvent, type ReactNode, useMemo } from 'react';
import { SortArrow } from '../../icons/SortArrow';
import styles from '../Kit.module.css';
import phone from './PhoneCards.module.css';
import { TableScroll } from './TableScroll';

// Columns, headers, rows and cells: the rows come sorted by whoever sorts them (see DataTableOf).
const features = tableFeatures({});

/** One column: its header, whether a header click sorts by it, and what a cell shows. */
export interface DataColumn<Row> {
  id: string;
  /** The header text; a column without one (the row's actions) gets a visually hidden "Actions". */
  header?: string;
  sortable?: boolean;
  cell(row: Row): ReactNode;
  /** A cell's look: 'actions' (buttons side by side), 'code' (monospace). */
  look?: 'actions' | 'code';
}

/** Who sorts the rows (the view model, or the server through it): the table only shows and asks. */
export interface Sorting {
  readonly sortedBy: { column: string; direction: 'asc' | 'desc' } | null;
  sortClicked(column: string): void | Promise<void>;
}

export interface DataTableProps<Row extends RowData> {
  /** The table's accessible name ('Roles', 'Recent Orchestrations (Last 24h)'). */
  label: string;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowId(row: Row): string;
  sorting?: Sorting;
  /** While rows are on their way (aria-busy: tests and assistive technology wait for it). */
  busy?: boolean;
  /** A click on a row away from its controls (links, buttons, fields, menus). */
  onRowClick?(row: Row): void;
  /** On a phone each row is a card, its cells under their columns' names (the lists of spec 2). */
  cardsOnPhone?: boolean;
}

/**
 * A click on a row's control is the control's, not the row's (spec 2 §2.5). So is a click in
 * something the row opened elsewhere in the page (its actions menu, a dialog): React passes
 * those through the row although they are not inside it.
 */
function onActionControl(event: MouseEvent): boolean {
  const target = event.target as HTMLElement;
  if (!(event.currentTarget as Node).contains(target)) return true;
  return Boolean(target.closest('[data-action-control], a, button, input, select'));
}

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';

/**
 * The one table of the product's collections (admin tabs, status page, folders, campaigns) on
 * TanStack Table. Sorting is the view model's (spec 3 §5's nulls-last rule) or the server's
 * through it (spec 2 §5), not TanStack's: the table draws the rows in the order given, marks the
 * sorted header and turns a header click into the view model's `sortClicked`.
 */
function DataTableOf<Row extends RowData>({
  label,
  rows,
  columns,
  rowId,
  sorting,
  busy = false,
  onRowClick,
  cardsOnPhone = false,
}: DataTableProps<Row>) {
  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () => columns.map((column) => ({ id: column.id, header: column.header ?? '' })),
    [columns],
  );
  const byId = new Map(columns.map((column) => [column.id, column]));
  const sortedBy = sorting?.sortedBy;
  const sortedOf = (id: string) => (sortedBy?.column === id ? sortedBy.direction : false);
  // A table drawn as cards keeps its roles: Chromium drops them from a table whose display changes.
  const role = (name: string) => (cardsOnPhone ? name : undefined);
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as Row[],
    getRowId: (row) => rowId(row),
  });

  return (
    <TableScroll label={label}>
      <table
        className={cardsOnPhone ? `${styles.table} ${phone.cards}` : styles.table}
        role={role('table')}
        aria-label={label}
        aria-busy={busy}
      >
        <thead role={role('rowgroup')}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role={role('row')}>
              {group.headers.map((header) => {
                const text = String(header.column.columnDef.header ?? '');
                if (!text)
                  return (
                    <th key={header.id} scope="col" role={role('columnheader')}>
                      <span className="visually-hidden">Actions</span>
                    </th>
                  );
                if (!sorting || !byId.get(header.column.id)?.sortable)
                  return (
                    <th key={header.id} scope="col" role={role('columnheader')}>
                      {text}
                    </th>
                  );
                const sorted = sortedOf(header.column.id);
                return (
                  <th key={header.id} scope="col" role={role('columnheader')} aria-sort={ariaSort(sorted)}>
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => void sorting.sortClicked(header.column.id)}
                    >
                      {text}
                      <SortArrow direction={sorted} />
                    </button>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody role={role('rowgroup')}>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              role={role('row')}
              className={onRowClick ? styles.clickable : undefined}
              onClick={
                onRowClick
                  ? (event) => {
                      if (!onActionControl(event)) onRowClick(row.original);
                    }
                  : undefined
              }
            >
              {row.getAllCells().map((cell) => {
                const column = byId.get(cell.column.id);
                // Called here rather than through flexRender (which mounts a function as a component
                // of its own), so this observer tracks what the cells read: a rename in progress.
                return (
                  <td
                    key={cell.id}
                    role={role('cell')}
                    className={column?.look ? styles[column.look] : undefined}
                    data-label={cardsOnPhone ? column?.header : undefined}
                  >
                    {column?.cell(row.original)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export const DataTable = observer(DataTableOf) as <Row extends RowData>(
  props: DataTableProps<Row>,
) => ReactNode;
