import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { JournalGroup } from '../../src/simulation/data/replay';

/** `db.json` → `db.journal.7`: the journals live beside the snapshot, numbered in order. */
export function journalPath(dataFile: string, number: number): string {
  return join(dirname(dataFile), `${basename(dataFile).replace(/\.json$/, '')}.journal.${number}`);
}

/** The numbers of the journals beside a snapshot, ascending. */
export function journalNumbers(dataFile: string): number[] {
  const prefix = `${basename(dataFile).replace(/\.json$/, '')}.journal.`;
  let names: string[];
  try {
    names = readdirSync(dirname(dataFile));
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)))
    .sort((a, b) => a - b);
}

/**
 * The groups of one journal, in order. Each group is one line, written and synced before its
 * answer was sent: a last line without its newline is a group a crash cut short, never
 * acknowledged, and is left out (nothing half-written is read).
 */
export function readJournal(file: string): { groups: JournalGroup[]; bytes: number } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { groups: [], bytes: 0 };
  }
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  const groups = complete
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as JournalGroup);
  return { groups, bytes: Buffer.byteLength(complete) };
}

/** Removes the journals a snapshot already holds (numbers below `from`). */
export function removeJournalsBefore(dataFile: string, from: number): void {
  for (const number of journalNumbers(dataFile)) {
    if (number < from) rmSync(journalPath(dataFile, number), { force: true });
  }
}
