/** Where a server-paged list stands (spec 2 §3 Pagination). */
export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

/** One page of a server-paged list. */
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/** What a page of a list is asked for: its search, order and place (the sort keys are the rows' own). */
export interface ListQuery {
  search?: string;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}
