import { RECORD_COLLECTIONS } from '../../../contract/records';
import {
  isCalendarDay,
  type RecordCollection,
  type RecordField,
} from '../../../contract/records/record-collection';
import { listedRecords, permitNewRecord, recordOf } from '../../access/resources/admin-records';
import { badRequest } from '../../DemoError';
import { insert, removeWhere } from '../../data/collections';
import { nextId } from '../../data/ids';
import type { DemoAdminRecord } from '../../data/types';
import type { Input } from '../../kernel/context';
import { optionalText, requiredText } from '../../kernel/input';
import { changeRoute, listRoute, removeRoute, route } from '../route-kit';
import type { Route } from '../router';

/** A record's fields from a request: each as its declaration allows, or 400 naming it. */
function valuesOf(collection: RecordCollection, input: Input): Record<string, string> {
  return Object.fromEntries(
    Object.entries<RecordField>(collection.fields).map(([name, field]) => {
      const value = field.required
        ? requiredText(input, name, field.maxLength)
        : optionalText(input, name, field.maxLength);
      if (field.kind === 'date' && value && !isCalendarDay(value))
        throw badRequest(`${name} must be a date (YYYY-MM-DD)`);
      return [name, value ?? ''];
    }),
  );
}

const row = (record: DemoAdminRecord) => ({ id: record.id, ...record.values });

/** A plain admin collection's list, add, edit and delete, from its declaration. */
export function recordRoutes(collection: RecordCollection): Route[] {
  const { endpoints } = collection;
  const answer = (record: DemoAdminRecord) => ({ [collection.one]: row(record) });
  return [
    listRoute(endpoints.list, collection.name, (acting) => listedRecords(acting, collection), row),
    route(endpoints.create, async (ctx) => {
      permitNewRecord(await ctx.actingAnywhere(), collection);
      const values = valuesOf(collection, await ctx.input());
      const at = new Date(ctx.now).toISOString();
      return ctx.commit(() => {
        const record: DemoAdminRecord = {
          id: nextId(ctx.data, collection.one),
          collection: collection.name,
          values,
          created_at: at,
          updated_at: at,
        };
        insert(ctx.data, 'adminRecords', record);
        return answer(record);
      });
    }),
    changeRoute<DemoAdminRecord>({
      endpoint: endpoints.update,
      collection: 'adminRecords',
      reach: async (ctx) => recordOf(await ctx.actingAnywhere(), collection, ctx.params.id ?? ''),
      change: (draft, input, ctx) => {
        draft.values = valuesOf(collection, input);
        draft.updated_at = new Date(ctx.now).toISOString();
      },
      answer,
    }),
    removeRoute(
      endpoints.remove,
      async (ctx) => recordOf(await ctx.actingAnywhere(), collection, ctx.params.id ?? ''),
      (record, ctx) => removeWhere(ctx.data, 'adminRecords', (candidate) => candidate.id === record.id),
    ),
  ];
}

/** Every plain admin collection's routes. */
export const adminRecordRoutes: Route[] = (RECORD_COLLECTIONS as readonly RecordCollection[]).flatMap(
  recordRoutes,
);
