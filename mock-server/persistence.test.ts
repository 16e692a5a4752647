import { appendFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteChanged, noteEverything } from '../src/simulation/data/changes';
import { insert } from '../src/simulation/data/collections';
import { buildSeed } from '../src/simulation/seed/buildSeed';
import { JournaledStore } from './journal/JournaledStore';
import { journalPath } from './journal/journalFiles';
import { openStore, readStoredData } from './journal/openStore';
import { loadOrSeed } from './loadData';
import { removeStaleTemporaries } from './persistence';

let dir: string;
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

const newChat = (id: string) => ({
  id,
  user_id: 'u-riley-planner',
  account_id: 'acc-acme-media',
  summary: id,
  pinned: false,
  created_at: '2026-11-23T09:00:00.000Z',
  updated_at: '2026-11-23T09:00:00.000Z',
});

describe('saving demo data at the cost of the change', () => {
  it('appends what changed to the journal, one synced line per group, and reads it back after a restart', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sidekick-persist-'));
    const file = join(dir, 'db.json');
    const { data, store } = await openStore(file, Date.parse('2026-11-23T09:00:00Z'));
    const snapshotBytes = readFileSync(file).byteLength;
    const commits: Promise<void>[] = [];
    for (let i = 1; i <= 10; i += 1) {
      insert(data, 'chats', newChat(`chat-journal-${i}`));
      commits.push(store.commit());
    }
    const renamed = data.chats[0];
    if (!renamed) throw new Error('no chat');
    renamed.summary = 'Renamed in place';
    noteChanged(data, 'chats', renamed);
    commits.push(store.commit());
    await Promise.all(commits);
    await store.flush();
    // The snapshot is untouched; the first commit wrote one line, the ten made meanwhile share the next.
    expect(readFileSync(file).byteLength).toBe(snapshotBytes);
    const lines = readFileSync(journalPath(file, 1), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    const stored = readStoredData(file);
    expect(stored.chats.filter((chat) => chat.id.startsWith('chat-journal-'))).toHaveLength(10);
    expect(stored.chats[0]?.summary).toBe('Renamed in place');
    const reopened = await openStore(file, Date.now());
    expect(JSON.parse(JSON.stringify(reopened.data))).toEqual(JSON.parse(JSON.stringify(data)));
    expect(reopened.report.groups).toBe(2);
  });

  it('reads nothing half-written: a group a crash cut short is left out, and appends go on after the whole ones', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sidekick-persist-'));
    const file = join(dir, 'db.json');
    const { data, store } = await openStore(file, Date.parse('2026-11-23T09:00:00Z'));
    insert(data, 'chats', newChat('chat-whole'));
    await store.commit();
    await store.flush();
    appendFileSync(
      journalPath(file, 1),
      '{"sequence":9999,"records":[{"collection":"chats","key":"chat-torn"',
    );
    const reopened = await openStore(file, Date.now());
    expect(reopened.data.chats.some((chat) => chat.id === 'chat-whole')).toBe(true);
    expect(reopened.data.chats.some((chat) => chat.id === 'chat-torn')).toBe(false);
    insert(reopened.data, 'chats', newChat('chat-after'));
    await reopened.store.commit();
    await reopened.store.flush();
    expect(readStoredData(file).chats.map((chat) => chat.id)).toEqual(
      expect.arrayContaining(['chat-whole', 'chat-after']),
    );
  });

  it('folds a grown journal into a new snapshot in the background, and writes a snapshot for a change not described', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sidekick-persist-'));
    const file = join(dir, 'db.json');
    const data = buildSeed();
    const store = new JournaledStore(file, data, { number: 1, bytes: 0 }, 2_000);
    for (let i = 0; i < 30; i += 1) {
      insert(data, 'chats', newChat(`chat-compact-${i}`));
      await store.commit();
    }
    await store.flush();
    const journals = readdirSync(dir).filter((name) => name.includes('.journal.'));
    expect(journals.length).toBeLessThanOrEqual(2);
    expect(JSON.parse(readFileSync(file, 'utf8')).journalFrom).toBeGreaterThan(1);
    expect(readStoredData(file).chats.filter((chat) => chat.id.startsWith('chat-compact-'))).toHaveLength(30);
    data.chats.push(newChat('chat-undescribed'));
    noteEverything(data);
    await store.commit();
    await store.flush();
    expect(readStoredData(file).chats.some((chat) => chat.id === 'chat-undescribed')).toBe(true);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('writes the whole data again after a whole save failed, so a restart never reads a mix of the two', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sidekick-persist-'));
    const file = join(dir, 'db.json');
    const { data, store } = await openStore(file, Date.parse('2026-11-23T09:00:00Z'));
    const before = data.chats.map((chat) => chat.id);
    // Another whole data in place (a pack switch), with a record JSON cannot write: the save fails.
    data.chats.splice(0, data.chats.length, {
      ...newChat('chat-new-pack'),
      summary: 1n as unknown as string,
    });
    noteEverything(data);
    await expect(store.commit()).rejects.toThrow(/BigInt/);
    const [newPackChat] = data.chats;
    if (!newPackChat) throw new Error('no chat');
    newPackChat.summary = 'The new pack';
    insert(data, 'chats', newChat('chat-made-after'));
    await store.commit();
    await store.flush();
    const stored = readStoredData(file).chats.map((chat) => chat.id);
    expect(stored).toEqual(['chat-new-pack', 'chat-made-after']);
    expect(stored.some((id) => before.includes(id))).toBe(false);
  });

  it('removes stale temporary files at start', () => {
    dir = mkdtempSync(join(tmpdir(), 'sidekick-persist-'));
    writeFileSync(join(dir, '.db.json.123.4.tmp'), '{"half');
    expect(removeStaleTemporaries(dir)).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('seeds a missing file, and keeps an unusable one aside (with its journals) instead of crashing', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sidekick-persist-'));
    const file = join(dir, 'db.json');
    const seeded = await loadOrSeed(file, Date.parse('2026-11-23T09:00:00Z'));
    expect(seeded.data.personas).toHaveLength(5);
    expect(JSON.parse(readFileSync(file, 'utf8')).personas).toHaveLength(5);
    writeFileSync(file, '{"half": ');
    writeFileSync(journalPath(file, 3), '{"sequence":1,"records":[]}\n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reseeded = await openStore(file, 1);
    warn.mockRestore();
    expect(reseeded.data.users.length).toBe(seeded.data.users.length);
    expect(readdirSync(dir).some((name) => name.endsWith('.bak'))).toBe(true);
    expect(readdirSync(dir).some((name) => name.includes('.journal.'))).toBe(false);
  });
});
