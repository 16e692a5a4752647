import { areaChanged, campaignArea } from '../campaigns/area';
import type { DemoCampaignArea } from '../campaigns/types';
import { type CollectionName, noteChanged, noteRemoved } from './changes';
import type { DemoData } from './types';

type RecordOf<K extends CollectionName> = DemoData[K][number];
type AreaCollection = keyof DemoCampaignArea;
type AreaRecordOf<K extends AreaCollection> = DemoCampaignArea[K][number];

/**
 * The ways into a collection: add with `insert`, take out with `removeWhere` (a new array, which
 * the indexes of data/indexes.ts notice). Both note the change for the host's journal
 * (data/changes.ts); a record changed in place is noted by whoever changes it (`ctx.changed`).
 */
export function insert<K extends CollectionName>(data: DemoData, name: K, ...records: RecordOf<K>[]): void {
  (data[name] as RecordOf<K>[]).push(...records);
  noteChanged(data, name, ...records);
}

/** Removes the records `remove` picks; answers how many went. */
export function removeWhere<K extends CollectionName>(
  data: DemoData,
  name: K,
  remove: (record: RecordOf<K>) => boolean,
): number {
  const before = data[name] as RecordOf<K>[];
  const gone = before.filter(remove);
  if (gone.length === 0) return 0;
  (data as unknown as Record<K, RecordOf<K>[]>)[name] = before.filter((record) => !remove(record));
  noteRemoved(data, name, ...gone);
  return gone.length;
}

/** `insert` for the campaign area's folders, campaigns and timeline. */
export function insertInArea<K extends AreaCollection>(
  data: DemoData,
  name: K,
  ...records: AreaRecordOf<K>[]
): void {
  const area = campaignArea(data);
  (area[name] as AreaRecordOf<K>[]).push(...records);
  areaChanged(area);
  noteChanged(data, `campaignArea.${name}`, ...records);
}

/** `removeWhere` for the campaign area. */
export function removeInArea<K extends AreaCollection>(
  data: DemoData,
  name: K,
  remove: (record: AreaRecordOf<K>) => boolean,
): number {
  const area = campaignArea(data);
  const before = area[name] as AreaRecordOf<K>[];
  const gone = before.filter(remove);
  if (gone.length === 0) return 0;
  (area as unknown as Record<K, AreaRecordOf<K>[]>)[name] = before.filter((record) => !remove(record));
  areaChanged(area);
  noteRemoved(data, `campaignArea.${name}`, ...gone);
  return gone.length;
}
