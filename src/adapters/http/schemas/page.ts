import * as z from 'zod/mini';
import type { Pagination } from '../../../core/domain/lists/page';
import { documentedAs } from './documented';
import { listOf, optionalFlag, optionalNumber, wrapped } from './lenient';

const paginationSchema = z.looseObject({
  currentPage: optionalNumber,
  totalPages: optionalNumber,
  totalItems: optionalNumber,
  itemsPerPage: optionalNumber,
  hasNextPage: optionalFlag,
  hasPrevPage: optionalFlag,
});

/**
 * A page of a list: `{ <key>: [...], pagination }`, the same inside `data`, or `{ data: [...],
 * pagination }` or a bare array. Missing pagination figures are worked out from what is there.
 */
export function pageAnswer<T>(item: z.core.$ZodType<T>, what: string, key: string) {
  const list = listOf(item, what);
  const page = z.pipe(
    z.looseObject({ pagination: z.catch(z.optional(paginationSchema), undefined) }),
    z.transform((dto, ctx) => {
      const record = dto as Record<string, unknown>;
      const items = list.safeParse(record[key] ?? record.items ?? record.data);
      if (!items.success) {
        ctx.issues.push({ code: 'custom', message: `expected a list of ${what}s`, path: [key], input: dto });
        return z.NEVER;
      }
      return { items: items.data, pagination: completePagination(dto.pagination, items.data.length) };
    }),
  );
  // A bare array is a page of everything.
  const reader = wrapped(
    z.pipe(
      z.transform((value: unknown) => (Array.isArray(value) ? { items: value } : value)),
      page,
    ),
    [],
  );
  return documentedAs(reader, () => z.object({ [key]: z.array(item), pagination: paginationSchema }));
}

function completePagination(sent: z.output<typeof paginationSchema> | undefined, count: number): Pagination {
  const currentPage = sent?.currentPage ?? 1;
  const itemsPerPage = sent?.itemsPerPage ?? Math.max(count, 1);
  const totalItems = sent?.totalItems ?? count;
  const totalPages = sent?.totalPages ?? Math.max(1, Math.ceil(totalItems / itemsPerPage));
  return {
    currentPage,
    totalPages,
    totalItems,
    itemsPerPage,
    hasNextPage: sent?.hasNextPage ?? currentPage < totalPages,
    hasPrevPage: sent?.hasPrevPage ?? currentPage > 1,
  };
}
