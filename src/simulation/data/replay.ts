import type { DemoCampaignArea } from '../campaigns/types';
import { type ChangedCollection, keyOf, type RecordChange } from './changes';
import type { DemoData } from './types';

/** One commit of the journal: the records it changed and the id counter after it. */
export interface JournalGroup {
  sequence: number;
  records: RecordChange[];
}

const REMOVED = Symbol('removed');

/** The object holding a collection, and its field (the campaign area's live one level down). */
function holderOf(data: DemoData, collection: ChangedCollection): [Record<string, unknown[]>, string] {
  if (!collection.startsWith('campaignArea.'))
    return [data as unknown as Record<string, unknown[]>, collection];
  data.campaignArea ??= { folders: [], campaigns: [], activity: [], generatedAccounts: [] };
  const name: keyof DemoCampaignArea = collection.slice('campaignArea.'.length) as keyof DemoCampaignArea;
  return [data.campaignArea as unknown as Record<string, unknown[]>, name];
}

/** The array a collection name stands for (made empty when the stored data predates it). */
function arrayOf(data: DemoData, collection: ChangedCollection): unknown[] {
  const [holder, field] = holderOf(data, collection);
  holder[field] ??= [];
  return holder[field];
}

/**
 * Where the records a journal names sit in their collections: one pass over each collection the
 * journal touches, looking up only the keys it names (a million messages are scanned once, not
 * indexed whole).
 */
function positionsOfNamed(data: DemoData, groups: readonly JournalGroup[]) {
  const named = new Map<ChangedCollection, Set<string>>();
  for (const group of groups) {
    for (const { collection, key } of group.records) {
      let keys = named.get(collection);
      if (!keys) {
        keys = new Set();
        named.set(collection, keys);
      }
      keys.add(key);
    }
  }
  const positions = new Map<ChangedCollection, Map<string, number>>();
  for (const [collection, keys] of named) {
    const byKey = new Map<string, number>();
    const records = arrayOf(data, collection);
    for (let index = 0; index < records.length; index += 1) {
      const key = keyOf(collection, records[index]);
      if (keys.has(key)) byKey.set(key, index);
    }
    positions.set(collection, byKey);
  }
  return positions;
}

/**
 * Applies journal groups to a snapshot, in order: a changed record replaces the one of its key
 * (in place) or is added at the end; a removed one goes. Costs one pass over each collection the
 * journal touches, plus the changes.
 */
export function replay(data: DemoData, groups: readonly JournalGroup[]): void {
  const positions = positionsOfNamed(data, groups);
  for (const group of groups) {
    for (const { collection, key, record } of group.records) {
      const records = arrayOf(data, collection);
      const byKey = positions.get(collection) ?? new Map<string, number>();
      const at = byKey.get(key);
      if (record === null) {
        if (at !== undefined) records[at] = REMOVED;
        byKey.delete(key);
      } else if (at !== undefined) {
        records[at] = record;
      } else {
        byKey.set(key, records.length);
        records.push(record);
      }
    }
    data.sequence = Math.max(data.sequence, group.sequence);
  }
  for (const collection of positions.keys()) {
    const records = arrayOf(data, collection);
    if (!records.includes(REMOVED)) continue;
    const [holder, field] = holderOf(data, collection);
    holder[field] = records.filter((record) => record !== REMOVED);
  }
}
