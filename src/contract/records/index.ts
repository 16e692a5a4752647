import type { RecordCollection } from './record-collection';

/**
 * Every plain admin collection (./record-collection.ts): a new one is its declaration and one
 * entry here; its endpoints, routes, probes, contract drive and tab derive from this list.
 */
export const RECORD_COLLECTIONS = [] as const satisfies readonly RecordCollection[];

export type RecordCollectionName = (typeof RECORD_COLLECTIONS)[number]['name'];

/** The declaration of a collection, by name. */
export function recordCollectionNamed(name: string): RecordCollection {
  const found = (RECORD_COLLECTIONS as readonly RecordCollection[]).find(
    (collection) => collection.name === name,
  );
  if (!found) throw new Error(`No record collection is named ${name}`);
  return found;
}
