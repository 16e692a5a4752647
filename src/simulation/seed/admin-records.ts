import { RECORD_COLLECTIONS } from '../../contract/records';
import { type RecordCollection, seededRecordId } from '../../contract/records/record-collection';
import type { DemoAdminRecord } from '../data/types';

/** Each plain admin collection starts with its declaration's example, which the contract's examples name. */
export function seedAdminRecords(at: string): DemoAdminRecord[] {
  return (RECORD_COLLECTIONS as readonly RecordCollection[]).map((collection) => ({
    id: seededRecordId(collection),
    collection: collection.name,
    values: { ...collection.example },
    created_at: at,
    updated_at: at,
  }));
}
