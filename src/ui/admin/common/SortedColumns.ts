import { action, makeObservable, observableRef } from 'mobx';
import {
  nextSort,
  type SortKey,
  type SortKind,
  type SortState,
  sortByKeys,
  sortKey,
} from '../../../core/domain/admin/sorting';

export interface ColumnSpec<T> {
  label: string;
  kind: SortKind;
  read: (row: T) => unknown;
}

/** A table's sort state over named columns: header clicks toggle, rows come back sorted (spec 3 §5). */
export class SortedColumns<T, K extends string> {
  sort: SortState<K>;

  constructor(
    readonly columns: Record<K, ColumnSpec<T>>,
    initial: SortState<K>,
  ) {
    this.sort = initial;
    makeObservable(this, { sort: observableRef, headerClicked: action });
  }

  headerClicked(column: K): void {
    this.sort = nextSort(this.sort, column);
  }

  /** 'ascending' / 'descending' for the sorted column, 'none' for the rest (aria-sort). */
  ariaSort(column: K): 'ascending' | 'descending' | 'none' {
    if (this.sort.column !== column) return 'none';
    return this.sort.direction === 'asc' ? 'ascending' : 'descending';
  }

  /**
   * The rows sorted by the current column. Keys are computed once per list and column and kept
   * while the list is the same array, so sorting 5,000 users again costs only the sort itself.
   */
  apply(rows: readonly T[]): T[] {
    const column = this.sort.column;
    let perColumn = this.keys.get(rows);
    if (!perColumn) {
      perColumn = new Map();
      this.keys.set(rows, perColumn);
    }
    let keys = perColumn.get(column);
    if (!keys) {
      const spec = this.columns[column];
      keys = rows.map((row) => sortKey(spec.read(row), spec.kind));
      perColumn.set(column, keys);
    }
    return sortByKeys(rows, keys, this.sort.direction);
  }

  private readonly keys = new WeakMap<readonly T[], Map<K, SortKey[]>>();
}
