import { rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DEMO_DATA_VERSION, type DemoData } from '../src/simulation/data/types';
import { buildSeed } from '../src/simulation/seed/buildSeed';
import { readJsonFile, removeStaleTemporaries, writeFileAtomically } from './persistence';

function isDemoData(value: unknown): value is DemoData {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as DemoData).version === DEMO_DATA_VERSION &&
    Array.isArray((value as DemoData).users)
  );
}

/**
 * The stored data, or fresh seed data written to the file on first start. A file that is
 * unreadable or of another version is kept aside (…-<time>.bak) and the seed starts over.
 * Temporary files a killed process left behind are removed first.
 */
export async function loadOrSeed(file: string, now: number): Promise<{ data: DemoData; seeded: boolean }> {
  removeStaleTemporaries(dirname(file));
  let stored: unknown;
  try {
    stored = readJsonFile(file);
  } catch {
    stored = null;
  }
  if (isDemoData(stored)) return { data: stored, seeded: false };
  if (stored !== undefined) {
    const aside = `${file}-${now}.bak`;
    await rename(file, aside);
    console.warn(`[mock server] ${file} was not usable demo data; moved it to ${aside} and reseeded`);
  }
  const data = buildSeed({ referenceTime: now });
  await writeFileAtomically(file, JSON.stringify(data));
  return { data, seeded: true };
}
