import {
  RECORD_ACCESS,
  type RecordAccess,
  type RecordCollection,
} from '../../../contract/records/record-collection';
import type { DemoAdminRecord } from '../../data/types';
import type { Acting } from '../acting';
import type { MatrixKey } from '../matrix';
import { gate, type ResourceRule, reach, visible } from '../reach';
import { SUPER_ADMIN_ONLY } from './admin-texts';

/** The matrix rows a collection's access names: a row the matrix lacks does not compile. */
export const RECORD_ROWS: Readonly<Record<RecordAccess, { list: MatrixKey; change: MatrixKey }>> =
  RECORD_ACCESS;

/** The records of a plain admin collection belong to no account: the row alone decides. */
function recordRule(collection: RecordCollection): ResourceRule<DemoAdminRecord> {
  return {
    resource: 'super-admin-records',
    find: (data, id) =>
      data.adminRecords.find((record) => record.id === id && record.collection === collection.name),
    facts: () => ({ accountIds: [] }),
    notFound: `${collection.label} record not found`,
    refused: SUPER_ADMIN_ONLY,
    noReach: SUPER_ADMIN_ONLY,
    hideFromOutsiders: false,
  };
}

export function listedRecords(acting: Acting, collection: RecordCollection): DemoAdminRecord[] {
  const records = acting.data.adminRecords.filter((record) => record.collection === collection.name);
  return visible(acting, recordRule(collection), RECORD_ROWS[collection.access].list, records);
}

/** The record the path names, if the acting user may change it. */
export function recordOf(acting: Acting, collection: RecordCollection, id: string): DemoAdminRecord {
  return reach(acting, recordRule(collection), RECORD_ROWS[collection.access].change, id);
}

/** Refuses a new record to whoever may not change the collection (its records belong to no account). */
export function permitNewRecord(acting: Acting, collection: RecordCollection): void {
  gate(acting, RECORD_ROWS[collection.access].change, SUPER_ADMIN_ONLY);
}
