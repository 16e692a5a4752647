import {
  type ColumnDef,
  functionalUpdate,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { type MouseEvent, type ReactNode, useMemo } from 'react';
import { SortArrow } from '../../icons/SortArrow';
import type { PagedList } from '../list/PagedList';
import styles from './Campaigns.module.css';

const features = tableFeatures({ rowSortingFeature });

/** One column of a server-sorted list; `sortBy` names the server's sort column when it has one. */
export interface ServerColumn<T extends RowData> {
  id: string;
  /** The header text; a column without one (the row menu) gets a visually hidden "Actions". */
  header?: string;
  sortBy?: boolean;
  cell(row: T): ReactNode;
}

interface ServerTableProps<T extends RowData> {
  list: PagedList<T>;
  columns: readonly ServerColumn<T>[];
  rowId(row: T): string;
  /** A click on a row away from its controls (links, buttons, fields, menus). */
  onRowClick?(row: T): void;
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

/**
 * The folders and campaigns tables (spec 2 §2.4, §2.5): TanStack Table over the page the server
 * answered. Sorting stays on the server (`manualSorting`) and the rows are already the page the
 * list asked for (the pager beside the table is the list's), so the table's state is the list's
 * own (session storage and the address), fed back in controlled.
 */
function ServerTableOf<T extends RowData>({ list, columns, rowId, onRowClick }: ServerTableProps<T>) {
  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header ?? '',
        // TanStack sorts only columns with a value; the value is the server's to compare.
        ...(column.sortBy ? { accessorFn: (row: T) => (row as Record<string, unknown>)[column.id] } : {}),
        enableSorting: Boolean(column.sortBy),
      })),
    [columns],
  );
  const cellOf = new Map(columns.map((column) => [column.id, column.cell]));
  const { state, rows } = list;
  const sorting: SortingState = [{ id: state.sortBy, desc: state.sortOrder === 'desc' }];
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => rowId(row),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    // The list applies spec 2 §5's toggle (a new column ascending, the same one flipped).
    onSortingChange: (updater) => {
      const next: SortingState = functionalUpdate(updater, sorting);
      const column = next[0]?.id ?? state.sortBy;
      void list.sortClicked(column);
    },
  });

  return (
    <table className={styles.table} aria-busy={list.loading || !list.loaded}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const label = header.column.columnDef.header;
              if (!label)
                return (
                  <th key={header.id} scope="col">
                    <span className={styles.visuallyHidden}>Actions</span>
                  </th>
                );
              if (!header.column.getCanSort())
                return (
                  <th key={header.id} scope="col">
                    {String(label)}
                  </th>
                );
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                >
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => header.column.toggleSorting(sorted === 'asc')}
                  >
                    {String(label)}
                    <SortArrow direction={sorted} />
                  </button>
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr
            key={row.id}
            className={onRowClick ? styles.clickable : undefined}
            onClick={
              onRowClick
                ? (event) => {
                    if (!onActionControl(event)) onRowClick(row.original);
                  }
                : undefined
            }
          >
            {row.getAllCells().map((cell) => (
              // Called here rather than through flexRender (which mounts a function as a component
              // of its own), so this observer tracks what the cells read: a rename in progress.
              <td key={cell.id}>{cellOf.get(cell.column.id)?.(row.original)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const ServerTable = observer(ServerTableOf) as <T extends RowData>(
  props: ServerTableProps<T>,
) => ReactNode;
