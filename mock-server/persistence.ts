import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let temporaryCounter = 0;

/**
 * Writes a file so that readers see the old or the new content, never half of it: the content goes
 * to a temporary file in the same directory (same file system), which then replaces the target.
 */
export async function writeFileAtomically(file: string, content: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  temporaryCounter += 1;
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${temporaryCounter}.tmp`);
  try {
    await writeFile(temporary, content, { flush: true });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The parsed JSON of a file, or undefined when it does not exist. Throws on unreadable JSON. */
export function readJsonFile(file: string): unknown {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Saves a snapshot of the data after changes: writes are coalesced (one write per `debounceMs`
 * burst), never overlap, and `flush()` writes what is pending (on close).
 */
export class DebouncedJsonWriter {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private dirty = false;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string,
    private readonly snapshot: () => unknown,
    private readonly debounceMs = 100,
    private readonly onError: (error: unknown) => void = (error) =>
      console.error('[mock server] save failed', error),
  ) {}

  /** Marks the data changed; it is written within `debounceMs`. */
  schedule(): void {
    this.dirty = true;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.writePending();
    }, this.debounceMs);
  }

  /** Writes pending changes now and waits for every write to finish. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.writePending();
  }

  private writePending(): Promise<void> {
    if (this.dirty) {
      this.dirty = false;
      // The snapshot is taken when the write starts, so it holds every change made so far.
      this.writing = this.writing.then(() =>
        writeFileAtomically(this.file, JSON.stringify(this.snapshot())).catch(this.onError),
      );
    }
    return this.writing;
  }
}
