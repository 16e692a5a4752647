import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOrSeed } from './loadData';
import { DurableJsonWriter, removeStaleTemporaries } from './persistence';

let dir: string;
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

describe('saving demo data', () => {
  it('answers a commit once a snapshot taken after it is on disk, sharing writes between waiting commits', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sidekick-persist-'));
    const file = join(dir, 'db.json');
    const state = { count: 0 };
    let snapshots = 0;
    const writer = new DurableJsonWriter(file, () => {
      snapshots += 1;
      return { ...state };
    });
    const commits: Promise<void>[] = [];
    for (let i = 1; i <= 10; i += 1) {
      state.count = i;
      commits.push(
        writer
          .commit()
          .then(() => expect(JSON.parse(readFileSync(file, 'utf8')).count).toBeGreaterThanOrEqual(i)),
      );
    }
    await Promise.all(commits);
    // The first commit starts a write at once; the nine made meanwhile share the next one.
    expect(snapshots).toBe(2);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ count: 10 });
    expect(readdirSync(dir)).toEqual(['db.json']);
  });

  it('writes big collections in pieces that read back as the same JSON', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sidekick-persist-'));
    const file = join(dir, 'db.json');
    const data = {
      version: 1,
      messages: Array.from({ length: 4500 }, (_, i) => ({ id: `m${i}`, text: 'a"b' })),
      none: undefined,
    };
    await new DurableJsonWriter(file, () => data).commit();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it('rejects the commit when the write fails, and removes stale temporary files at start', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sidekick-persist-'));
    writeFileSync(join(dir, 'blocker'), 'a file where a directory should be');
    const writer = new DurableJsonWriter(join(dir, 'blocker', 'db.json'), () => ({}));
    await expect(writer.commit()).rejects.toThrow();
    writeFileSync(join(dir, '.db.json.123.4.tmp'), '{"half');
    expect(removeStaleTemporaries(dir)).toBe(1);
    expect(readdirSync(dir)).toEqual(['blocker']);
  });

  it('seeds a missing file, and keeps an unusable one aside instead of crashing', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sidekick-persist-'));
    const file = join(dir, 'db.json');
    const seeded = await loadOrSeed(file, Date.parse('2026-11-23T09:00:00Z'));
    expect(seeded.personas).toHaveLength(5);
    expect(JSON.parse(readFileSync(file, 'utf8')).personas).toHaveLength(5);
    writeFileSync(file, '{"half": ');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reseeded = await loadOrSeed(file, 1);
    warn.mockRestore();
    expect(reseeded.users.length).toBe(seeded.users.length);
    expect(readdirSync(dir).some((name) => name.endsWith('.bak'))).toBe(true);
  });
});
