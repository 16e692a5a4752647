import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Page, Pagination } from '../../../core/domain/lists/page';
import {
  DEFAULT_LIST_STATE,
  type ListState,
  listStateFromQuery,
  listStateToQuery,
  pageButtons,
  pageSizeChanged,
  queryHasListState,
  type SortOrder,
  sanitizeListState,
  searchChanged,
  sortToggled,
} from '../../../core/domain/lists/paged-list-state';
import type { ClockPort, TimerHandle } from '../../../core/ports/ClockPort';
import type { RememberListState } from '../../../core/use-cases/campaigns/RememberListState';
import type { Outcome } from '../../../core/use-cases/outcome';

/** Typing in a list's search waits this long before asking the server (one call per pause). */
export const SEARCH_DEBOUNCE_MS = 300;

const EMPTY_PAGINATION: Pagination = {
  currentPage: 1,
  totalPages: 1,
  totalItems: 0,
  itemsPerPage: DEFAULT_LIST_STATE.pageSize,
  hasNextPage: false,
  hasPrevPage: false,
};

export interface PagedListDeps<T> {
  /** Session storage key of this list. */
  name: string;
  sortable: readonly string[];
  lists: Pick<RememberListState, 'recall' | 'remember'>;
  clock: ClockPort;
  /** Reads the page the state names. */
  loadPage(state: ListState): Promise<Outcome<Page<T>>>;
  /** Fresh rows arrived (the row actions settle their changes). */
  loaded?(): void;
}

/**
 * A collection the server pages, sorts and searches (spec 2 §2.4/§2.5/§9: folders, campaigns): its state lives in session storage and in the address (the address wins), the
 * newest request wins over slower older ones, and a failed load keeps the rows shown.
 */
export class PagedList<T> {
  state: ListState = DEFAULT_LIST_STATE;
  /** What the search box shows (the state's search follows it after a pause). */
  searchInput = '';
  rows: readonly T[] = [];
  pagination: Pagination = EMPTY_PAGINATION;
  loading = false;
  loaded = false;
  loadFailed = false;

  private requestNumber = 0;
  private searchTimer: TimerHandle | null = null;

  constructor(private readonly deps: PagedListDeps<T>) {
    makeObservable<PagedList<T>, 'apply'>(this, {
      state: observableRef,
      searchInput: observable,
      rows: observableRef,
      pagination: observableRef,
      loading: observable,
      loaded: observable,
      loadFailed: observable,
      query: computed,
      pageNumbers: computed,
      sortedBy: computed,
      restore: action,
      apply: action,
      searchTyped: action,
      sortClicked: action,
      pageSizeChosen: action,
      pageChosen: action,
    });
  }

  /** The address form of the state (`page`, `size`, `sort`, `q`). */
  get query(): Record<string, string> {
    return listStateToQuery(this.state);
  }

  /** The column the rows are sorted by, as the table's headers show it. */
  get sortedBy(): { column: string; direction: SortOrder } {
    return { column: this.state.sortBy, direction: this.state.sortOrder };
  }

  get pageNumbers(): number[] {
    return pageButtons(this.pagination.currentPage, this.pagination.totalPages);
  }

  /** Where the list starts: the address when it says anything, else this tab's last state. */
  restore(address: Readonly<Record<string, string | undefined>>): void {
    this.state = queryHasListState(address)
      ? listStateFromQuery(address, this.deps.sortable)
      : sanitizeListState(
          (this.deps.lists.recall(this.deps.name) ?? {}) as Record<string, unknown>,
          this.deps.sortable,
        );
    this.searchInput = this.state.search;
  }

  searchTyped(text: string): void {
    this.searchInput = text;
    if (this.searchTimer !== null) this.deps.clock.clearTimeout(this.searchTimer);
    this.searchTimer = this.deps.clock.setTimeout(() => {
      this.searchTimer = null;
      void this.apply(searchChanged(this.state, this.searchInput));
    }, SEARCH_DEBOUNCE_MS);
  }

  sortClicked(column: string): Promise<void> {
    return this.apply(sortToggled(this.state, column));
  }

  pageSizeChosen(size: number): Promise<void> {
    return this.apply(pageSizeChanged(this.state, size));
  }

  pageChosen(page: number): Promise<void> {
    const target = Math.min(Math.max(1, page), Math.max(1, this.pagination.totalPages));
    return this.apply({ ...this.state, page: target });
  }

  /** Loads the current page again (after a change, or Retry). */
  async load(): Promise<void> {
    const number = ++this.requestNumber;
    runInAction(() => {
      this.loading = true;
    });
    const outcome = await this.deps.loadPage(this.state);
    if (number !== this.requestNumber) return;
    runInAction(() => {
      this.loading = false;
      this.loaded = true;
      this.loadFailed = !outcome.ok;
      if (!outcome.ok) return;
      this.rows = outcome.value.items;
      this.pagination = outcome.value.pagination;
      // The server answers the last page when the asked one is past the end.
      if (outcome.value.pagination.currentPage !== this.state.page && outcome.value.items.length > 0)
        this.state = { ...this.state, page: outcome.value.pagination.currentPage };
    });
    if (outcome.ok) this.deps.loaded?.();
  }

  dispose(): void {
    if (this.searchTimer !== null) this.deps.clock.clearTimeout(this.searchTimer);
    this.requestNumber += 1;
  }

  private apply(next: ListState): Promise<void> {
    this.state = next;
    this.deps.lists.remember(this.deps.name, next);
    return this.load();
  }
}
