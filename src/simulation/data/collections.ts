import type { DemoData } from './types';

/** The collections of the stored data: every field that holds a list of records. */
export type CollectionName = {
  [K in keyof DemoData]-?: DemoData[K] extends readonly unknown[] ? K : never;
}[keyof DemoData];

type RecordOf<K extends CollectionName> = DemoData[K][number];

/**
 * The ways into a collection: add with `insert`, take out with `removeWhere` (a new array, which
 * the indexes of data/indexes.ts notice). Routes write through these, never through the arrays.
 */
export function insert<K extends CollectionName>(data: DemoData, name: K, ...records: RecordOf<K>[]): void {
  (data[name] as RecordOf<K>[]).push(...records);
}

/** Removes the records `remove` picks; answers how many went. */
export function removeWhere<K extends CollectionName>(
  data: DemoData,
  name: K,
  remove: (record: RecordOf<K>) => boolean,
): number {
  const before = data[name] as RecordOf<K>[];
  const kept = before.filter((record) => !remove(record));
  if (kept.length !== before.length) (data as unknown as Record<K, RecordOf<K>[]>)[name] = kept;
  return before.length - kept.length;
}
