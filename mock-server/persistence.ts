import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let temporaryCounter = 0;
const TEMPORARY_NAME = /^\..+\.\d+\.\d+\.tmp$/;

/** Makes a rename in `directory` survive a power cut (the directory entry itself is synced). */
export async function syncDirectory(directory: string): Promise<void> {
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
