import { badRequest } from '../DemoError';
import type { Input } from '../kernel/context';
import { checkLength } from '../kernel/input';
import { LIMITS } from '../kernel/limits';

export interface ListRequest {
  search: string;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  page: number;
  limit: number;
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

const MAX_LIMIT = 100;

function positiveInteger(input: Input, field: string, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const value = input[field];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? 'of 1 or more' : `from 1 to ${max}`;
    throw badRequest(`${field} must be a whole number ${range}`);
  }
  return number;
}

/** The list query of spec 2 §7 (search, sortBy, sortOrder, page, limit); 400 names a bad field. */
export function readListRequest(input: Input, sortable: readonly string[]): ListRequest {
  const sortBy = input.sortBy === undefined || input.sortBy === '' ? 'created_at' : input.sortBy;
  if (typeof sortBy !== 'string' || !sortable.includes(sortBy))
    throw badRequest(`sortBy must be one of ${sortable.join(', ')}`);
  const sortOrder = input.sortOrder === undefined || input.sortOrder === '' ? 'desc' : input.sortOrder;
  if (sortOrder !== 'asc' && sortOrder !== 'desc') throw badRequest('sortOrder must be asc or desc');
  const search = input.search;
  if (search !== undefined && typeof search !== 'string') throw badRequest('search must be a string');
  if (search !== undefined) checkLength('search', search, LIMITS.nameCharacters);
  return {
    search: (search ?? '').trim().toLowerCase(),
    sortBy,
    sortOrder,
    page: positiveInteger(input, 'page', 1),
    limit: positiveInteger(input, 'limit', 10, MAX_LIMIT),
  };
}

type SortValue = string | number;

/**
 * Rows sorted by one key, pinned rows first whatever the order (spec 2 §4.5), ties by id so pages
 * never overlap. Keys are read once per row, not once per comparison.
 */
export function sortRows<T extends { id: string; is_pinned: boolean }>(
  rows: readonly T[],
  key: (row: T) => SortValue,
  order: 'asc' | 'desc',
): T[] {
  const direction = order === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: key(row) }));
  keyed.sort((a, b) => {
    if (a.row.is_pinned !== b.row.is_pinned) return a.row.is_pinned ? -1 : 1;
    if (a.value < b.value) return -direction;
    if (a.value > b.value) return direction;
    return a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0;
  });
  return keyed.map((entry) => entry.row);
}

/** One page of already filtered and sorted rows; a page past the end answers the last page. */
export function pageOf<T>(rows: readonly T[], request: Pick<ListRequest, 'page' | 'limit'>) {
  const totalItems = rows.length;
  const totalPages = Math.max(1, Math.ceil(totalItems / request.limit));
  const currentPage = Math.min(request.page, totalPages);
  const start = (currentPage - 1) * request.limit;
  const pagination: Pagination = {
    currentPage,
    totalPages,
    totalItems,
    itemsPerPage: request.limit,
    hasNextPage: currentPage < totalPages,
    hasPrevPage: currentPage > 1,
  };
  return { items: rows.slice(start, start + request.limit), pagination };
}
