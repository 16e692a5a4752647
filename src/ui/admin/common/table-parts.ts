import type { SortKind } from '../../../core/domain/lists/sorting';
import type { CollectionViewModel } from '../../kit/collection/CollectionViewModel';
import { adminDate } from './admin-format';
import type { AdminColumn, RowButton } from './admin-section';

/*
 * The parts admin tables are declared with: a column over one value, a date column, and the
 * Edit and Delete buttons every table names the same way.
 */

/** The Edit button of a row. */
export function editButton<Row>(
  subject: (row: Row) => string,
  pressed: (row: Row) => unknown,
): RowButton<Row> {
  return { label: 'Edit', name: (row) => `Edit ${subject(row)}`, pressed };
}

/** The Delete (or Remove) button of a row: it asks first (spec 3 §5). */
export function deleteButton<Row>(
  collection: CollectionViewModel<Row>,
  subject: (row: Row) => string,
  options: { label?: string; refusal?(row: Row): string | undefined } = {},
): RowButton<Row> {
  const label = options.label ?? 'Delete';
  return {
    label,
    name: (row) => `${label} ${subject(row)}`,
    danger: true,
    ...(options.refusal ? { refusal: options.refusal } : {}),
    pressed: (row) => collection.actions.deleteRequested(row),
  };
}

interface ColumnOptions<Row> extends Pick<AdminColumn<Row>, 'look' | 'toggle'> {
  /** Sortable, comparing what `read` answers as text, numbers or dates. */
  sort?: SortKind;
  /** What the cell says, when not what `read` answers. */
  text?(row: Row): string | number;
}

/** A column over one value of the row, sortable by it when `sort` says how. */
export function column<Row>(
  id: string,
  header: string,
  read: (row: Row) => string | number | null | undefined,
  { sort, text, ...rest }: ColumnOptions<Row> = {},
): AdminColumn<Row> {
  return {
    id,
    header,
    text: text ?? ((row) => read(row) ?? ''),
    ...(sort ? { sort: { kind: sort, read } } : {}),
    ...rest,
  };
}

/** A date column: 'N/A' when missing, 'Invalid Date' when unreadable (spec 3 §8); sorted as dates. */
export function dateColumn<Row>(
  id: string,
  header: string,
  read: (row: Row) => string | null | undefined,
  options: { sortable?: boolean } = {},
): AdminColumn<Row> {
  return column(id, header, read, {
    text: (row) => adminDate(read(row)),
    ...(options.sortable ? { sort: 'date' as const } : {}),
  });
}
