import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signDemoToken } from '../src/simulation/identity';
import { journalPath } from './journal/journalFiles';
import { readStoredData } from './journal/openStore';
import { type RunningMockServer, startMockServer } from './server';

const KEY = 'packs-test-key';
const SECRET = 'packs-test-secret-long-enough-for-hs256';
const riley = { userId: 'u-riley-planner', accountId: 'acc-acme-media' };

let dataDir: string;
let server: RunningMockServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

const start = () => startMockServer({ port: 0, dataDir, apiKey: KEY, tokenSecret: SECRET });

async function call(method: string, path: string, body?: unknown) {
  if (!server) throw new Error('no server');
  const user = server.data.users.find((candidate) => candidate.id === riley.userId);
  if (!user) throw new Error('no Riley');
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-api-key': KEY,
      authorization: `Bearer ${await signDemoToken(user, SECRET, Date.now())}`,
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('a demo pack switch on the mock server', () => {
  it('leaves nothing of the old pack on disk: a restart reads the new one, even with an old journal left beside it', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sidekick-packs-'));
    const dataFile = join(dataDir, 'db.json');
    server = await start();
    expect((await call('POST', '/api/v2/folders', { ...riley, name: 'Made before' })).status).toBe(201);
    // The folder is in the journal of the old pack; keep a copy, as a crash right after the new
    // snapshot's rename (before the old journals are removed) would leave it.
    const oldJournal = journalPath(dataFile, 1);
    copyFileSync(oldJournal, `${oldJournal}.kept`);
    expect((await call('POST', '/api/demo/packs/rough-day')).json.current).toBe('rough-day');
    // A reload right after the answer reads the new pack, though its snapshot may still be on its way.
    const right = await call('GET', `/api/v2/folders?${new URLSearchParams(riley)}`);
    expect((right.json.folders as { name: string }[]).map((folder) => folder.name)).not.toContain(
      'Made before',
    );
    // The switch answers before its snapshot lands; closing waits for it.
    await server.close();
    expect(existsSync(oldJournal)).toBe(false);
    copyFileSync(`${oldJournal}.kept`, oldJournal);
    const stored = readStoredData(dataFile);
    expect(stored.pack).toBe('rough-day');
    expect(stored.campaignArea?.folders.map((folder) => folder.name)).not.toContain('Made before');
    server = await start();
    expect((await call('GET', '/api/demo/packs')).json.current).toBe('rough-day');
    const folders = await call('GET', `/api/v2/folders?${new URLSearchParams(riley)}`);
    expect((folders.json.folders as { name: string }[]).map((folder) => folder.name)).not.toContain(
      'Made before',
    );
  });

  it("takes the pack's fault mode: Rough day's 10%, none on the others", async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sidekick-packs-'));
    server = await start();
    const setRules = vi.spyOn(server.faults, 'setRules');
    await call('POST', '/api/demo/packs/rough-day');
    expect(setRules).toHaveBeenLastCalledWith([{ rate: 0.1, kind: 'either' }]);
    await call('POST', '/api/demo/packs/fresh-start');
    expect(setRules).toHaveBeenLastCalledWith([]);
  });
});
