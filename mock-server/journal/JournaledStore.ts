import { type FileHandle, open } from 'node:fs/promises';
import { type ChangeSet, noteEverything, takeChanges } from '../../src/simulation/data/changes';
import type { DemoData } from '../../src/simulation/data/types';
import { writeFileAtomically } from '../persistence';
import { serializeInPieces } from '../serializeInPieces';
import { journalPath, removeJournalsBefore } from './journalFiles';

interface Waiters {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function waiters(): Waiters {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A journal past this size is folded into a new snapshot, in the background. */
export const COMPACT_AFTER_BYTES = 32 * 1024 * 1024;

/**
 * Saves the demo data at the cost of what changed: `commit()` appends the changes noted since
 * the last commit (data/changes.ts) to the journal as one line and syncs it, so an answer sent
 * after it never claims a change a crash could lose. Commits never overlap; changes noted while
 * one runs share the next (group commit). When the journal grows past `compactAfterBytes`, the
 * next changes go to a new journal while a snapshot of the data is written beside it (temporary
 * file, sync, rename) and the journals it holds are removed. A change nobody described record by
 * record (`everything`) is saved as a new snapshot at once.
 */
export class JournaledStore {
  private running: Promise<void> | null = null;
  private next: Waiters | null = null;
  private handle: FileHandle | null = null;
  private compaction: Promise<void> | null = null;

  constructor(
    private readonly dataFile: string,
    private readonly data: DemoData,
    private journal: { number: number; bytes: number },
    private readonly compactAfterBytes = COMPACT_AFTER_BYTES,
  ) {}

  /** Resolves when every change noted so far is on disk; rejects when that write failed. */
  commit(): Promise<void> {
    this.next ??= waiters();
    const { promise } = this.next;
    if (!this.running) this.startNext();
    return promise;
  }

  /** Waits for every commit asked for so far and the compaction under way (on close). */
  async flush(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
    await this.compaction?.catch(() => undefined);
    await this.handle?.close();
    this.handle = null;
  }

  /** The journal being appended to, for tests and the start-up report. */
  get journalNumber(): number {
    return this.journal.number;
  }

  private startNext(): void {
    const batch = this.next;
    this.next = null;
    if (!batch) return;
    // Taken (and serialised) now, synchronously: a record changed after this is the next group's.
    const changes = takeChanges(this.data);
    this.running = this.save(changes)
      .then(batch.resolve, batch.reject)
      .finally(() => {
        this.running = null;
        this.startNext();
      });
  }

  private save(changes: ChangeSet | null): Promise<void> {
    if (!changes) return Promise.resolve();
    if (changes.everything)
      return this.snapshotNow().catch((error: unknown) => {
        // Journals appended over the old snapshot would mix its records with the new data's:
        // the next commit writes the whole data again instead.
        noteEverything(this.data);
        throw error;
      });
    const line = `${JSON.stringify({ sequence: changes.sequence, records: changes.records })}\n`;
    return this.append(line);
  }

  private async append(line: string): Promise<void> {
    this.handle ??= await open(journalPath(this.dataFile, this.journal.number), 'a');
    await this.handle.appendFile(line);
    await this.handle.datasync();
    this.journal.bytes += Buffer.byteLength(line);
    if (this.journal.bytes > this.compactAfterBytes && !this.compaction) {
      const from = await this.rotate();
      this.compaction = this.writeSnapshot(from).finally(() => {
        this.compaction = null;
      });
      // A failed compaction leaves the journals in place: nothing is lost, the next one tries again.
      this.compaction.catch((error) => console.error('[mock server] compaction failed', error));
    }
  }

  /** Starts the next journal: what is noted from now on is replayed over the coming snapshot. */
  private async rotate(): Promise<number> {
    await this.handle?.close();
    this.handle = null;
    this.journal = { number: this.journal.number + 1, bytes: 0 };
    return this.journal.number;
  }

  /** A snapshot holding everything before journal `from`, then the journals it holds go. */
  private async writeSnapshot(from: number): Promise<void> {
    await writeFileAtomically(this.dataFile, serializeInPieces({ ...this.data, journalFrom: from }));
    removeJournalsBefore(this.dataFile, from);
  }

  private async snapshotNow(): Promise<void> {
    await this.compaction?.catch(() => undefined);
    await this.writeSnapshot(await this.rotate());
  }
}
