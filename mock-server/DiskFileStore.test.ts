import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStore, StoredFile } from '../src/simulation/files/FileStore';
import { storeAllOrNone } from '../src/simulation/files/store-all-or-none';
import { DiskFileStore } from './DiskFileStore';

/** Issue 27 on the mock server's disk: a batch of files is stored whole or not at all. */
let root: string;
let directory: string;
let store: DiskFileStore;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'sidekick-files-'));
  directory = join(root, 'files');
  store = new DiskFileStore(directory);
  await store.put('uploads/acc-1/1-earlier.pdf', file('earlier'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function file(text: string): StoredFile {
  return { bytes: new TextEncoder().encode(text), contentType: 'text/plain' };
}

/** Every file on disk, stored or staged: what a failed batch must leave as it found it. */
function onDisk(): string[] {
  const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : []);
  return [...list(directory), ...list(`${directory}.staging`)].sort();
}

const BATCH = [
  { key: 'creatives/acc-1/2-one.xlsx', file: file('one') },
  { key: 'creatives/acc-1/3-two.xlsx', file: file('two') },
];

/** The disk store, with its `step` failing on the batch's second file as a full disk would. */
function failingOnSecond(step: 'stage' | 'publish'): FileStore {
  let calls = 0;
  const failSecond = () => {
    calls += 1;
    if (calls === 2) throw new Error(`the ${step} of the second file failed`);
  };
  return {
    put: (key, stored) => store.put(key, stored),
    get: (key) => store.get(key),
    remove: (key) => store.remove(key),
    async stage(key, stored) {
      if (step === 'stage') failSecond();
      await store.stage(key, stored);
    },
    async publish(key) {
      if (step === 'publish') failSecond();
      await store.publish(key);
    },
  };
}

describe('the disk store keeps a batch whole or not at all', () => {
  it('stores every file of a batch that succeeds, readable under its key, with nothing left staged', async () => {
    const recorded = await storeAllOrNone(store, BATCH, () => 'recorded');
    expect(recorded).toBe('recorded');
    expect(new TextDecoder().decode((await store.get(BATCH[1]?.key ?? ''))?.bytes)).toBe('two');
    expect(readdirSync(`${directory}.staging`)).toEqual([]);
  });

  it('does not show a staged file until it is published', async () => {
    await store.stage('creatives/acc-1/4-waiting.xlsx', file('waiting'));
    expect(await store.get('creatives/acc-1/4-waiting.xlsx')).toBeNull();
    await store.publish('creatives/acc-1/4-waiting.xlsx');
    expect(await store.get('creatives/acc-1/4-waiting.xlsx')).toMatchObject({ contentType: 'text/plain' });
  });

  for (const step of ['stage', 'publish'] as const) {
    it(`leaves the disk exactly as it was when the ${step} of the second file fails`, async () => {
      const before = onDisk();
      await expect(storeAllOrNone(failingOnSecond(step), BATCH, () => 'recorded')).rejects.toThrow(step);
      expect(onDisk()).toEqual(before);
      expect(await store.get(BATCH[0]?.key ?? '')).toBeNull();
    });
  }

  it('removes the published files when recording them fails', async () => {
    const before = onDisk();
    const refuse = () => {
      throw new Error('the record could not be written');
    };
    await expect(storeAllOrNone(store, BATCH, refuse)).rejects.toThrow('record');
    expect(onDisk()).toEqual(before);
  });

  it('forgets what a killed process left staged when it starts again', async () => {
    const before = onDisk();
    await store.stage('creatives/acc-1/5-orphan.xlsx', file('orphan'));
    const restarted = new DiskFileStore(directory);
    expect(onDisk()).toEqual(before);
    await expect(restarted.publish('creatives/acc-1/5-orphan.xlsx')).rejects.toThrow();
  });
});
