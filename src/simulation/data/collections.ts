import { areaChanged, campaignArea } from '../campaigns/area';
import type { DemoCampaignArea } from '../campaigns/types';
import { type CollectionName, noteChanged, noteRemoved } from './changes';
import { onRollback } from './transaction';
import type { DemoData } from './types';

type RecordOf<K extends CollectionName> = DemoData[K][number];
type AreaCollection = keyof DemoCampaignArea;
type AreaRecordOf<K extends AreaCollection> = DemoCampaignArea[K][number];

/**
 * The ways into a collection: add with `insert`, take out with `removeWhere` (a new array, which
 * the indexes of data/indexes.ts notice). Both note the change for the host's journal
 * (data/changes.ts); a record changed in place is noted by whoever changes it (`ctx.changed`).
 * Inside a commit (data/transaction.ts) each is undone should the commit fail.
 */
export function insert<K extends CollectionName>(data: DemoData, name: K, ...records: RecordOf<K>[]): void {
  const into = data[name] as RecordOf<K>[];
  into.push(...records);
  noteChanged(data, name, ...records);
  onRollback(() => takeOut(into, records));
}

/** Takes records just pushed back out of their array (from the end, where they were put). */
function takeOut<T>(into: T[], records: readonly T[]): void {
  for (const record of [...records].reverse()) {
    const at = into.lastIndexOf(record);
    if (at >= 0) into.splice(at, 1);
  }
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
  onRollback(() => {
    (data as unknown as Record<K, RecordOf<K>[]>)[name] = before;
  });
  return gone.length;
}

/** `insert` for the campaign area's folders, campaigns and timeline. */
export function insertInArea<K extends AreaCollection>(
  data: DemoData,
  name: K,
  ...records: AreaRecordOf<K>[]
): void {
  const area = campaignArea(data);
  const into = area[name] as AreaRecordOf<K>[];
  into.push(...records);
  areaChanged(area);
  noteChanged(data, `campaignArea.${name}`, ...records);
  onRollback(() => {
    takeOut(into, records);
    areaChanged(area);
  });
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
  onRollback(() => {
    (area as unknown as Record<K, AreaRecordOf<K>[]>)[name] = before;
    areaChanged(area);
  });
  return gone.length;
}
