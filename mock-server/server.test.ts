import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signDemoToken } from '../src/simulation/identity';
import { createFakeAssistant } from '../src/simulation/testing/fakeAssistant';
import { readStoredData } from './journal/openStore';
import { type RunningMockServer, startMockServer } from './server';

const KEY = 'server-test-key';
const SECRET = 'server-test-secret-long-enough-for-hs256';
const RILEY = {
  id: 'u-riley-planner',
  email: 'riley.planner@example.com',
  display_name: 'Riley Planner',
  given_name: 'Riley',
};
const acme = 'acc-acme-media';

const running: RunningMockServer[] = [];
const directories: string[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await Promise.all(directories.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

function temporaryDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sidekick-mock-'));
  directories.push(dir);
  return dir;
}

async function start(dataDir = temporaryDir()) {
  const server = await startMockServer({
    port: 0,
    dataDir,
    apiKey: KEY,
    tokenSecret: SECRET,
    assistant: createFakeAssistant(),
  });
  running.push(server);
  return { server, dataDir };
}

function call(
  server: RunningMockServer,
  method: string,
  path: string,
  init: { token?: string; body?: unknown; key?: string | null } = {},
) {
  const headers: Record<string, string> = {};
  if (init.key !== null) headers['x-api-key'] = init.key ?? KEY;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const tokenFor = (user: typeof RILEY, at = Date.now()) => signDemoToken(user, SECRET, at);

describe('mock server', () => {
  it('refuses a call without the api key with a JSON 401', async () => {
    const { server } = await start();
    const response = await call(server, 'GET', '/api/demo/personas', { key: null });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Missing x-api-key header' });
  });

  it('refuses forged and expired tokens with 401', async () => {
    const { server } = await start();
    const path = `/api/chat-history?userId=u-riley-planner&accountId=${acme}`;
    const forged = await signDemoToken(RILEY, 'a-different-secret-of-enough-length', Date.now());
    expect((await call(server, 'GET', path, { token: forged })).status).toBe(401);
    const expired = await tokenFor(RILEY, Date.now() - 4 * 86_400_000);
    const response = await call(server, 'GET', path, { token: expired });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'The token has expired' });
    expect((await call(server, 'GET', path, { token: await tokenFor(RILEY) })).status).toBe(200);
  });

  it("refuses another user's userId with 403", async () => {
    const { server } = await start();
    const response = await call(server, 'GET', `/api/chat-history?userId=u-avery-owner&accountId=${acme}`, {
      token: await tokenFor(RILEY),
    });
    expect(response.status).toBe(403);
  });

  it('lets an impersonating admin act for the impersonated userId only', async () => {
    const { server } = await start();
    const sam = await tokenFor({
      id: 'u-sam-super',
      email: 'sam.super@example.com',
      display_name: 'Sam Super',
      given_name: 'Sam',
    });
    const asRiley = `/api/chat-history?userId=u-riley-planner&accountId=${acme}`;
    expect((await call(server, 'GET', asRiley, { token: sam })).status).toBe(403);
    expect(
      (await call(server, 'GET', '/api/admin/impersonate/u-riley-planner?userId=u-sam-super', { token: sam }))
        .status,
    ).toBe(200);
    expect((await call(server, 'GET', asRiley, { token: sam })).status).toBe(200);
    const asAvery = `/api/chat-history?userId=u-avery-owner&accountId=${acme}`;
    expect((await call(server, 'GET', asAvery, { token: sam })).status).toBe(403);
  });

  it('refuses a regular user on an admin route with 403', async () => {
    const { server } = await start();
    const response = await call(server, 'GET', '/api/admin/users?userId=u-riley-planner', {
      token: await tokenFor(RILEY),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Access denied. Admin privileges required.' });
  });

  it('answers a bad body with a 400 naming the field, and an unknown route with a JSON 404', async () => {
    const { server } = await start();
    const token = await tokenFor(RILEY);
    const bad = await call(server, 'PATCH', '/api/chat-history/chat-seed-2', {
      token,
      body: { userId: RILEY.id, accountId: acme },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'summary is required' });
    const unknown = await call(server, 'DELETE', '/api/nowhere', { token });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found: DELETE /api/nowhere' });
  });

  it('allows the headers every call sends from the dev server', async () => {
    const { server } = await start();
    const response = await fetch(`${server.url}/api/chat`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-api-key,authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('keeps changes across a restart', async () => {
    const { server, dataDir } = await start();
    const token = await tokenFor(RILEY);
    const renamed = await call(server, 'PATCH', '/api/chat-history/chat-seed-2', {
      token,
      body: { userId: RILEY.id, accountId: acme, summary: 'Renamed before the restart' },
    });
    expect(renamed.status).toBe(200);
    await server.close();
    running.splice(running.indexOf(server), 1);
    const { server: again } = await start(dataDir);
    const list = await call(again, 'GET', `/api/chat-history?userId=${RILEY.id}&accountId=${acme}`, {
      token,
    });
    const { chats } = (await list.json()) as { chats: { summary: string }[] };
    expect(chats.map((chat) => chat.summary)).toContain('Renamed before the restart');
  });

  // Each answer waits for its change to be on disk: on a busy machine fsync takes a while.
  it('never leaves the data file half-written while changes pour in, and reads back the last one', async () => {
    const { server, dataDir } = await start();
    const token = await tokenFor(RILEY);
    const file = join(dataDir, 'db.json');
    let reads = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        expect(() => JSON.parse(readFileSync(file, 'utf8'))).not.toThrow();
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    for (let round = 0; round < 20; round += 1) {
      await call(server, 'PATCH', '/api/chat-history/chat-seed-2', {
        token,
        body: { userId: RILEY.id, accountId: acme, summary: `Round ${round}` },
      });
    }
    await server.close();
    running.splice(running.indexOf(server), 1);
    writing = false;
    await reader;
    expect(reads).toBeGreaterThan(5);
    const saved = readStoredData(file);
    expect(saved.chats.find((chat) => chat.id === 'chat-seed-2')?.summary).toBe('Round 19');
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 60_000);
});
