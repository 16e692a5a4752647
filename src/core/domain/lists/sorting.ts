export type SortDirection = 'asc' | 'desc';
export type SortKind = 'text' | 'number' | 'date';

export interface SortState<K extends string> {
  column: K;
  direction: SortDirection;
}

/** Clicking a header: the same column flips its direction, another column starts ascending (spec 3 §5). */
export function nextSort<K extends string>(current: SortState<K>, column: K): SortState<K> {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

export type SortKey = number | string | null;

/** The value a row sorts by: a time for dates, lower-case text, a number; null when empty. */
export function sortKey(value: unknown, kind: SortKind): SortKey {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'date') {
    const time = Date.parse(String(value));
    return Number.isNaN(time) ? null : time;
  }
  if (kind === 'number') return typeof value === 'number' ? value : Number(value);
  return String(value).toLowerCase();
}

/**
 * Sorted copy of the rows (spec 3 §5): dates compare as dates, text without case; empty values
 * sort last when ascending (and so first when descending). Values are read once per row.
 */
export function sortRows<T>(
  rows: readonly T[],
  read: (row: T) => unknown,
  kind: SortKind,
  direction: SortDirection,
): T[] {
  return sortByKeys(
    rows,
    rows.map((row) => sortKey(read(row), kind)),
    direction,
  );
}

/** Sorted copy of the rows by keys computed beforehand (`keys[i]` belongs to `rows[i]`). */
export function sortByKeys<T>(rows: readonly T[], keys: readonly SortKey[], direction: SortDirection): T[] {
  const keyed = rows.map((row, index) => ({ row, key: keys[index] ?? null }));
  const sign = direction === 'asc' ? 1 : -1;
  keyed.sort((a, b) => {
    if (a.key === b.key) return 0;
    if (a.key === null) return sign;
    if (b.key === null) return -sign;
    return (a.key < b.key ? -1 : 1) * sign;
  });
  return keyed.map((entry) => entry.row);
}
