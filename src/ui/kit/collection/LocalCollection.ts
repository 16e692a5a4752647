import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  nextSort,
  type SortKey,
  type SortKind,
  type SortState,
  sortByKeys,
  sortKey,
} from '../../../core/domain/lists/sorting';
import type { ClockPort, TimerHandle } from '../../../core/ports/ClockPort';
import type { Outcome } from '../../../core/use-cases/outcome';
import { after } from '../clock-wait';
import type { Lookup } from './Lookup';

export interface SortColumn<Row> {
  kind: SortKind;
  read(row: Row): unknown;
}

export interface LocalCollectionOptions<Row, Column extends string> {
  clock: ClockPort;
  /** How long a load waits before it asks (spec 3 §9: admin data loads wait 50 ms). */
  loadDelayMs?: number;
  load(): Promise<Outcome<readonly Row[]>>;
  loadFailed: string;
  /** Read beside the rows at every load; the first failure that shows wins over the rows' own. */
  lookups?: readonly Lookup<unknown>[];
  /** Sortable columns (header clicks toggle) and the order the list starts in. */
  sort?: { columns: Record<Column, SortColumn<Row>>; initial: SortState<Column> };
  /** A search over the loaded rows; typing applies after `debounceMs`, Enter at once. */
  search?: { matches(row: Row, query: string): boolean; debounceMs: number };
  /** Rows drawn at first; 'Show more' adds as many again. All of them when not given. */
  pageSize?: number;
  /** Fresh rows arrived (the row actions settle their changes). */
  loaded?(): void;
}

/**
 * A collection the screen holds whole (the admin tables): loaded after the spec's delay, sorted,
 * searched and shown a page at a time in the view model, so sorting 5,000 users costs no call.
 */
export class LocalCollection<Row, Column extends string = string> {
  all: readonly Row[] = [];
  loading = false;
  loaded = false;
  loadError: string | null = null;
  sort: SortState<Column> | null;
  searchInput = '';
  appliedSearch = '';
  shownCount: number;

  private requestNumber = 0;
  private searchTimer: TimerHandle | null = null;
  /** Sort keys per list and column, kept while the list is the same array. */
  private readonly keys = new WeakMap<readonly Row[], Map<Column, SortKey[]>>();

  constructor(private readonly options: LocalCollectionOptions<Row, Column>) {
    this.sort = options.sort?.initial ?? null;
    this.shownCount = options.pageSize ?? Number.POSITIVE_INFINITY;
    makeObservable(this, {
      all: observableRef,
      loading: observable,
      loaded: observable,
      loadError: observable,
      sort: observableRef,
      searchInput: observable,
      appliedSearch: observable,
      shownCount: observable,
      sorted: computed,
      matching: computed,
      rows: computed,
      sortClicked: action,
      searchTyped: action,
      searchSubmitted: action,
      showMoreClicked: action,
      replaced: action,
    });
  }

  /** The column the rows are sorted by, as the table's headers show it. */
  get sortedBy(): SortState<Column> | null {
    return this.sort;
  }

  /** Every row in the table's order. */
  get sorted(): readonly Row[] {
    const sort = this.sort;
    const columns = this.options.sort?.columns;
    if (!sort || !columns) return this.all;
    let perColumn = this.keys.get(this.all);
    if (!perColumn) {
      perColumn = new Map();
      this.keys.set(this.all, perColumn);
    }
    let keys = perColumn.get(sort.column);
    if (!keys) {
      const column = columns[sort.column];
      keys = this.all.map((row) => sortKey(column.read(row), column.kind));
      perColumn.set(sort.column, keys);
    }
    return sortByKeys(this.all, keys, sort.direction);
  }

  /** The rows the applied search lets through, in the table's order. */
  get matching(): readonly Row[] {
    const query = this.appliedSearch.trim();
    const search = this.options.search;
    return query && search ? this.sorted.filter((row) => search.matches(row, query)) : this.sorted;
  }

  /** The rows drawn: the first page of the matches. */
  get rows(): readonly Row[] {
    const matching = this.matching;
    return matching.length > this.shownCount ? matching.slice(0, this.shownCount) : matching;
  }

  get hasMore(): boolean {
    return this.matching.length > this.shownCount;
  }

  /** Loads the rows (and lookups) again after the spec's delay; an older answer never wins. */
  async load(): Promise<void> {
    const number = ++this.requestNumber;
    runInAction(() => {
      this.loading = true;
      this.loadError = null;
    });
    const { clock, loadDelayMs = 0, lookups = [] } = this.options;
    if (loadDelayMs > 0) await after(clock, loadDelayMs);
    const [rows, ...lookupErrors] = await Promise.all([
      this.options.load(),
      ...lookups.map((lookup) => lookup.load()),
    ]);
    if (number !== this.requestNumber) return;
    runInAction(() => {
      this.loading = false;
      this.loaded = true;
      if (rows.ok) this.all = rows.value;
      this.loadError = rows.ok
        ? (lookupErrors.find((text) => text !== null) ?? null)
        : this.options.loadFailed;
    });
    if (rows.ok) this.options.loaded?.();
  }

  /** A header click: the same column flips, another starts ascending (spec 3 §5). */
  sortClicked(column: Column): void {
    if (!this.options.sort?.columns[column]) return;
    this.sort = this.sort ? nextSort(this.sort, column) : { column, direction: 'asc' };
  }

  searchTyped(text: string): void {
    this.searchInput = text;
    const { clock } = this.options;
    if (this.searchTimer !== null) clock.clearTimeout(this.searchTimer);
    const debounceMs = this.options.search?.debounceMs ?? 0;
    if (debounceMs === 0) this.searchSubmitted();
    else this.searchTimer = clock.setTimeout(() => this.searchSubmitted(), debounceMs);
  }

  /** Enter or the search button: applies at once, from the first page. */
  searchSubmitted(): void {
    if (this.searchTimer !== null) this.options.clock.clearTimeout(this.searchTimer);
    this.searchTimer = null;
    this.appliedSearch = this.searchInput;
    this.shownCount = this.options.pageSize ?? Number.POSITIVE_INFINITY;
  }

  showMoreClicked(): void {
    this.shownCount += this.options.pageSize ?? 0;
  }

  /** One row changed on the server (a toggle): the list follows without a load. */
  replaced(match: (row: Row) => boolean, next: (row: Row) => Row): void {
    this.all = this.all.map((row) => (match(row) ? next(row) : row));
  }

  dispose(): void {
    if (this.searchTimer !== null) this.options.clock.clearTimeout(this.searchTimer);
    this.requestNumber += 1;
  }
}
