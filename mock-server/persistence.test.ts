import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOrSeed } from './loadData';
import { DebouncedJsonWriter } from './persistence';

let dir: string;
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

describe('saving demo data', () => {
  it('coalesces a burst of changes into one write, with the latest state', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sidekick-persist-'));
    const file = join(dir, 'db.json');
    const state = { count: 0 };
    let snapshots = 0;
    const writer = new DebouncedJsonWriter(
      file,
      () => {
        snapshots += 1;
        return state;
      },
      50,
    );
    for (let i = 1; i <= 10; i += 1) {
      state.count = i;
      writer.schedule();
    }
    expect(existsSync(file)).toBe(false);
    await writer.flush();
    expect(snapshots).toBe(1);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ count: 10 });
    await writer.flush();
    expect(snapshots).toBe(1);
  });

  it('writes on its own after the debounce delay', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sidekick-persist-'));
    const file = join(dir, 'db.json');
    const writer = new DebouncedJsonWriter(file, () => ({ saved: true }), 10);
    writer.schedule();
    await vi.waitFor(() => expect(existsSync(file)).toBe(true));
    await writer.flush();
    expect(readdirSync(dir)).toEqual(['db.json']);
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
