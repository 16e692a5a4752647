import type { DemoCampaignArea } from '../campaigns/types';
import type { DemoData } from './types';

/** The collections of the stored data: every field that holds a list of records. */
export type CollectionName = {
  [K in keyof DemoData]-?: DemoData[K] extends readonly unknown[] ? K : never;
}[keyof DemoData];

/** Where a record lives: a collection of the data, or one of the campaign area's. */
export type ChangedCollection = CollectionName | `campaignArea.${keyof DemoCampaignArea}`;

/** One changed record: its new content, or null once removed. */
export interface RecordChange {
  collection: ChangedCollection;
  key: string;
  record: unknown | null;
}

/** What changed since the host last took the changes. `everything`: a change no one described. */
export interface ChangeSet {
  everything: boolean;
  records: RecordChange[];
  /** The id counter after the changes (ids are never reused after a restart). */
  sequence: number;
}

/** How each collection's records are told apart: the key a change is filed and replayed under. */
const KEYS = new Map<ChangedCollection, (record: never) => string>([
  ['files', (file: { key: string }) => file.key],
  ['impersonations', (entry: { adminUserId: string }) => entry.adminUserId],
  [
    'rolePermissions',
    (grant: { role_id: string; permission_id: string }) => `${grant.role_id}|${grant.permission_id}`,
  ],
  ['personas', (persona: { email: string }) => persona.email],
  ['campaignArea.generatedAccounts', (accountId: string) => accountId],
]);

export function keyOf(collection: ChangedCollection, record: unknown): string {
  const key = KEYS.get(collection) as ((record: unknown) => string) | undefined;
  return key ? key(record) : (record as { id: string }).id;
}

interface ChangeLog {
  everything: boolean;
  /** collection → key → the record (its latest content is read when the changes are taken). */
  records: Map<ChangedCollection, Map<string, unknown | null>>;
}

const logs = new WeakMap<DemoData, ChangeLog>();

function logOf(data: DemoData): ChangeLog {
  let log = logs.get(data);
  if (!log) {
    log = { everything: false, records: new Map() };
    logs.set(data, log);
  }
  return log;
}

/** Notes records added or changed in place (their content is read when the changes are taken). */
export function noteChanged(data: DemoData, collection: ChangedCollection, ...records: unknown[]): void {
  const log = logOf(data);
  let byKey = log.records.get(collection);
  if (!byKey) {
    byKey = new Map();
    log.records.set(collection, byKey);
  }
  for (const record of records) byKey.set(keyOf(collection, record), record);
}

/** Notes records taken out of a collection. */
export function noteRemoved(data: DemoData, collection: ChangedCollection, ...records: unknown[]): void {
  const log = logOf(data);
  let byKey = log.records.get(collection);
  if (!byKey) {
    byKey = new Map();
    log.records.set(collection, byKey);
  }
  for (const record of records) byKey.set(keyOf(collection, record), null);
}

/** Notes a change nobody described record by record: the host saves the whole data. */
export function noteEverything(data: DemoData): void {
  logOf(data).everything = true;
}

export function hasChanges(data: DemoData): boolean {
  const log = logs.get(data);
  return log !== undefined && (log.everything || log.records.size > 0);
}

/** What was noted and not yet taken, as it stood: a commit that fails puts it back (data/transaction.ts). */
export type ChangeLogCopy = ChangeLog | undefined;

export function copyChangeLog(data: DemoData): ChangeLogCopy {
  const log = logs.get(data);
  if (!log) return undefined;
  return {
    everything: log.everything,
    records: new Map([...log.records].map(([name, byKey]) => [name, new Map(byKey)])),
  };
}

export function restoreChangeLog(data: DemoData, copy: ChangeLogCopy): void {
  if (copy) logs.set(data, copy);
  else logs.delete(data);
}

/** What waits to be saved, as `collection key` lines (a look, nothing taken): what a refusal must not add to. */
export function pendingChanges(data: DemoData): string[] {
  const log = logs.get(data);
  if (!log) return [];
  const lines = log.everything ? ['everything'] : [];
  for (const [collection, byKey] of log.records)
    for (const key of byKey.keys()) lines.push(`${collection} ${key}`);
  return lines.sort();
}

/** The changes noted so far, emptied: what one commit saves. Null when nothing changed. */
export function takeChanges(data: DemoData): ChangeSet | null {
  const log = logs.get(data);
  if (!log || (!log.everything && log.records.size === 0)) return null;
  logs.delete(data);
  const records: RecordChange[] = [];
  for (const [collection, byKey] of log.records) {
    for (const [key, record] of byKey) records.push({ collection, key, record });
  }
  return { everything: log.everything, records, sequence: data.sequence };
}
