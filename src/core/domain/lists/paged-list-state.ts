import type { ListQuery } from './page';

/** Page size choices and default of the folders and campaigns lists (spec 2 §9). */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_BUTTONS = 5;

export type SortOrder = 'asc' | 'desc';

/** Where a list stands: what the user chose, kept in session storage and in the address. */
export interface ListState {
  page: number;
  pageSize: number;
  sortBy: string;
  sortOrder: SortOrder;
  search: string;
}

/** Default sort newest first (spec 2 §5: created_at descending), first page of 10 (§9). */
export const DEFAULT_LIST_STATE: ListState = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sortBy: 'createdAt',
  sortOrder: 'desc',
  search: '',
};

/** A header click: the same column flips the order, another column sorts by it; back to page 1. */
export function sortToggled(state: ListState, column: string): ListState {
  if (state.sortBy === column)
    return { ...state, sortOrder: state.sortOrder === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...state, sortBy: column, sortOrder: 'asc', page: 1 };
}

export function pageSizeChanged(state: ListState, pageSize: number): ListState {
  return { ...state, pageSize: PAGE_SIZES.includes(pageSize as 5) ? pageSize : DEFAULT_PAGE_SIZE, page: 1 };
}

export function searchChanged(state: ListState, search: string): ListState {
  return { ...state, search, page: 1 };
}

/** At most five page numbers, centred on the current page where there is room (spec 2 §9). */
export function pageButtons(currentPage: number, totalPages: number): number[] {
  const total = Math.max(1, totalPages);
  const count = Math.min(MAX_PAGE_BUTTONS, total);
  const first = Math.min(Math.max(1, currentPage - Math.floor(MAX_PAGE_BUTTONS / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** A state read back from storage or an address: anything unusable falls back to the default. */
export function sanitizeListState(
  value: Partial<Record<keyof ListState, unknown>>,
  sortable: readonly string[],
): ListState {
  const page = Number(value.page);
  const pageSize = Number(value.pageSize);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_LIST_STATE.page,
    pageSize: PAGE_SIZES.includes(pageSize as 5) ? pageSize : DEFAULT_PAGE_SIZE,
    sortBy:
      typeof value.sortBy === 'string' && sortable.includes(value.sortBy)
        ? value.sortBy
        : DEFAULT_LIST_STATE.sortBy,
    sortOrder:
      value.sortOrder === 'asc' || value.sortOrder === 'desc'
        ? value.sortOrder
        : DEFAULT_LIST_STATE.sortOrder,
    search: typeof value.search === 'string' ? value.search : '',
  };
}

/** The address form of a list state: `page`, `size`, `sort=column:order` and `q`, defaults left out. */
export function listStateToQuery(state: ListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.page !== 1) query.page = String(state.page);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) query.size = String(state.pageSize);
  if (state.sortBy !== DEFAULT_LIST_STATE.sortBy || state.sortOrder !== DEFAULT_LIST_STATE.sortOrder)
    query.sort = `${state.sortBy}:${state.sortOrder}`;
  if (state.search) query.q = state.search;
  return query;
}

/** Whether an address carries any list state (then it wins over session storage). */
export function queryHasListState(query: Readonly<Record<string, string | undefined>>): boolean {
  return ['page', 'size', 'sort', 'q'].some((key) => query[key] !== undefined);
}

export function listStateFromQuery(
  query: Readonly<Record<string, string | undefined>>,
  sortable: readonly string[],
): ListState {
  const [sortBy, sortOrder] = (query.sort ?? '').split(':');
  return sanitizeListState(
    {
      page: query.page ?? 1,
      pageSize: query.size ?? DEFAULT_PAGE_SIZE,
      sortBy,
      sortOrder,
      search: query.q ?? '',
    },
    sortable,
  );
}

/** What the server is asked for to show a list state (a blank search asks for everything). */
export function listQueryOf(state: ListState): ListQuery {
  return {
    search: state.search.trim(),
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    page: state.page,
    limit: state.pageSize,
  };
}
