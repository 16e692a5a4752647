import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { serializeInPieces } from './serializeInPieces';

let temporaryCounter = 0;
const TEMPORARY_NAME = /^\..+\.\d+\.\d+\.tmp$/;

/** Makes a rename in `directory` survive a power cut (the directory entry itself is synced). */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some file systems cannot sync a directory; the rename is still atomic there.
  } finally {
    await handle.close();
  }
}

/**
 * Writes a file so that readers see the old or the new content, never half of it, and so that
 * once this resolves the new content is on disk: a temporary file in the same directory is
 * written and fsync'ed, renamed over the target, and the directory synced.
 */
export async function writeFileAtomically(
  file: string,
  content: string | Uint8Array | AsyncIterable<string>,
): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  temporaryCounter += 1;
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${temporaryCounter}.tmp`);
  try {
    const handle = await open(temporary, 'w');
    try {
      if (typeof content === 'string' || content instanceof Uint8Array) await handle.writeFile(content);
      else for await (const piece of content) await handle.write(piece);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
    await syncDirectory(dirname(file));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Removes temporary files a killed process left half-written in `directory`; returns how many. */
export function removeStaleTemporaries(directory: string): number {
  if (!existsSync(directory)) return 0;
  let removed = 0;
  for (const name of readdirSync(directory)) {
    if (!TEMPORARY_NAME.test(name)) continue;
    rmSync(join(directory, name), { force: true });
    removed += 1;
  }
  return removed;
}

/** The parsed JSON of a file, or undefined when it does not exist. Throws on unreadable JSON. */
export function readJsonFile(file: string): unknown {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8'));
}

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

/**
 * Saves the data durably with group commit: `commit()` resolves once a snapshot taken after the
 * call is on disk, so an answer sent after it never claims a change a crash could lose. Writes
 * never overlap; changes made while one is running share the next one, so fifty writers cost a
 * few snapshots, not fifty. Big collections are serialised in pieces that let other requests in.
 */
export class DurableJsonWriter {
  private running: Promise<void> | null = null;
  private next: Waiters | null = null;

  constructor(
    private readonly file: string,
    private readonly snapshot: () => object,
  ) {}

  /** Resolves when the data as it is now is on disk; rejects when that write failed. */
  commit(): Promise<void> {
    this.next ??= waiters();
    const { promise } = this.next;
    if (!this.running) this.startNext();
    return promise;
  }

  /** Waits for every commit asked for so far (on close). */
  async flush(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  private startNext(): void {
    const batch = this.next;
    this.next = null;
    if (!batch) return;
    this.running = writeFileAtomically(this.file, serializeInPieces(this.snapshot()))
      .then(batch.resolve, batch.reject)
      .finally(() => {
        this.running = null;
        this.startNext();
      });
  }
}
