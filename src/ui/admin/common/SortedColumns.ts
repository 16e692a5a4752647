import { action, makeObservable, observableRef } from 'mobx';
import { nextSort, type SortKind, type SortState, sortRows } from '../../../core/domain/admin/sorting';

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

  apply(rows: readonly T[]): T[] {
    const spec = this.columns[this.sort.column];
    return sortRows(rows, spec.read, spec.kind, this.sort.direction);
  }
}
