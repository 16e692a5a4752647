import { existsSync, truncateSync } from 'node:fs';
import { replay } from '../../src/simulation/data/replay';
import type { DemoData } from '../../src/simulation/data/types';
import { loadOrSeed } from '../loadData';
import { readJsonFile, writeFileAtomically } from '../persistence';
import { serializeInPieces } from '../serializeInPieces';
import { JournaledStore } from './JournaledStore';
import { journalNumbers, journalPath, readJournal, removeJournalsBefore } from './journalFiles';

type Snapshot = DemoData & { journalFrom?: number };

export interface OpenedStore {
  data: DemoData;
  store: JournaledStore;
  /** Whether the data came from disk (a restart) rather than a fresh seed. */
  restarted: boolean;
  /** What start-up read: the snapshot and the journal groups replayed over it. */
  report: { snapshotMs: number; replayMs: number; groups: number };
}

/** Replays over a snapshot the journals it does not hold yet; answers what it read. */
function replayJournals(dataFile: string, snapshot: Snapshot) {
  const from = snapshot.journalFrom ?? 0;
  delete snapshot.journalFrom;
  const journals = journalNumbers(dataFile)
    .filter((number) => number >= from)
    .map((number) => ({ number, ...readJournal(journalPath(dataFile, number)) }));
  const groups = journals.flatMap((journal) => journal.groups);
  replay(snapshot, groups);
  return { from, last: journals.at(-1), groups: groups.length };
}

/** The data as the last acknowledged change left it: snapshot, then its journals replayed (tests). */
export function readStoredData(dataFile: string): DemoData {
  const snapshot = readJsonFile(dataFile) as Snapshot;
  replayJournals(dataFile, snapshot);
  return snapshot;
}

/**
 * Opens the demo data of `dataFile` for the mock server: seeds it on first start, or reads the
 * snapshot and replays its journals after a restart, cuts off a group a crash left half-written,
 * removes journals the snapshot already holds, and appends from then on to the last journal.
 * `initialData` (benchmarks) replaces whatever is stored: it is written as the snapshot first.
 */
export async function openStore(dataFile: string, now: number, initialData?: DemoData): Promise<OpenedStore> {
  if (initialData) {
    removeJournalsBefore(dataFile, Number.MAX_SAFE_INTEGER);
    await writeFileAtomically(dataFile, serializeInPieces({ ...initialData, journalFrom: 1 }));
    const store = new JournaledStore(dataFile, initialData, { number: 1, bytes: 0 });
    return { data: initialData, store, restarted: false, report: { snapshotMs: 0, replayMs: 0, groups: 0 } };
  }
  const restarted = existsSync(dataFile);
  const started = performance.now();
  const { data, seeded } = await loadOrSeed(dataFile, now);
  const snapshotMs = performance.now() - started;
  // Journals beside a fresh seed belong to data that is gone (unreadable, or another version).
  if (seeded) removeJournalsBefore(dataFile, Number.MAX_SAFE_INTEGER);
  const replayStarted = performance.now();
  const { from, last, groups } = replayJournals(dataFile, data);
  const replayMs = performance.now() - replayStarted;
  removeJournalsBefore(dataFile, from);
  // Appends continue after the last complete group: a line a crash cut short is removed first.
  if (last) truncateSync(journalPath(dataFile, last.number), last.bytes);
  const journal = last ? { number: last.number, bytes: last.bytes } : { number: Math.max(from, 1), bytes: 0 };
  return {
    data,
    store: new JournaledStore(dataFile, data, journal),
    restarted: restarted && !seeded,
    report: { snapshotMs, replayMs, groups },
  };
}
