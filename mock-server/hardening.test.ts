import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDemoToken } from '../src/simulation/identity';
import { createFakeAssistant } from '../src/simulation/testing/fakeAssistant';
import { parseFaults } from './http/faults';
import { resolveSecurity, UnsafeConfiguration } from './security';
import { type RunningMockServer, startMockServer } from './server';
import { rawRequest } from './testing/rawHttp';

const KEY = 'hardening-test-key';
const SECRET = 'hardening-test-secret-long-enough-for-hs256';
const riley = { userId: 'u-riley-planner', accountId: 'acc-acme-media' };
let server: RunningMockServer;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sidekick-hardening-'));
  server = await startMockServer({
    port: 0,
    dataDir,
    apiKey: KEY,
    tokenSecret: SECRET,
    assistant: createFakeAssistant(),
    publicUrl: 'https://demo.example.com',
  });
  token = await signDemoToken(
    {
      id: riley.userId,
      email: 'riley.planner@example.com',
      display_name: 'Riley Planner',
      given_name: 'Riley',
    },
    SECRET,
    Date.now(),
  );
});

afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const authed = () => ({
  'x-api-key': KEY,
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

function post(path: string, body: string, method = 'POST') {
  return fetch(`${server.url}${path}`, { method, headers: authed(), body });
}

function* chunksOf(total: number, size = 64 * 1024): Generator<Uint8Array> {
  const chunk = new Uint8Array(size).fill(0x61);
  for (let sent = 0; sent < total; sent += size) yield chunk;
}

describe('no leaks', () => {
  it('answers TRACE and other unknown methods with a JSON 405, no page and no stack', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const answer = await rawRequest(server.url, { method, path: '/anything' });
      expect(answer.status).toBe(405);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(JSON.parse(answer.body)).toEqual({ error: `Method not allowed: ${method}` });
    }
  });

  it('refuses a malformed or foreign Host with a JSON 421 and never serves it', async () => {
    for (const host of ['evil.example', 'bad host/../x', '127.0.0.1:1/api/demo/personas?']) {
      const answer = await rawRequest(server.url, {
        path: '/api/demo/personas',
        headers: { host, 'x-api-key': KEY },
      });
      expect(answer.status).toBe(421);
      expect(answer.body).not.toMatch(/<html|at .*\.js|\/work\//i);
    }
    const configured = await rawRequest(server.url, {
      path: '/api/demo/personas',
      headers: { host: 'demo.example.com', 'x-api-key': KEY },
    });
    expect(configured.status).toBe(200);
  });

  it('sends nosniff and no X-Powered-By on every answer, errors included', async () => {
    for (const path of ['/api/demo/personas', '/api/nowhere', '/%E0%A4%A']) {
      const answer = await rawRequest(server.url, { path, headers: { 'x-api-key': KEY } });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-powered-by']).toBeUndefined();
      expect(answer.headers['content-type']).toContain('application/json');
    }
  });

  it('builds file links on the configured public address whatever Host the request named', async () => {
    const form = new FormData();
    form.set('file', new Blob(['hello']), 'note.txt');
    form.set('userId', riley.userId);
    form.set('accountId', riley.accountId);
    const response = await fetch(`${server.url}/api/upload`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, authorization: `Bearer ${token}` },
      body: form,
    });
    const { data } = (await response.json()) as { data: { publicUrl: string } };
    expect(data.publicUrl.startsWith('https://demo.example.com/api/files/')).toBe(true);
  });
});

describe('limits', () => {
  it('refuses a declared oversized JSON body with 413 before reading it', async () => {
    const answer = await post('/api/chat', JSON.stringify({ message: 'x'.repeat(1_100_000), ...riley }));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: 'The request body is too large: the limit is 1 MB' });
  });

  it('refuses a chunked upload without Content-Length while it streams, without holding it in memory', async () => {
    const before = process.memoryUsage().rss;
    const answer = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/upload',
      headers: { ...authed(), 'content-type': 'multipart/form-data; boundary=x' },
      chunks: chunksOf(300 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request body is too large: the limit is 20 MB' });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a non-JSON body over the limit, streamed, with 413 and a JSON body under it with 400', async () => {
    const big = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/chat',
      headers: authed(),
      chunks: chunksOf(50 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    const small = await post('/api/chat', 'not json');
    expect(small.status).toBe(400);
    expect(await small.json()).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('refuses data nested 10,000 levels with a 400 naming the limit', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const answer = await post(
      '/api/chat/export-to-sheets',
      `{"userId":"${riley.userId}","accountId":"${riley.accountId}","userEmail":"r@example.com","data":${deep}}`,
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: 'The request body is nested too deeply: the limit is 64 levels',
    });
  });

  it('answers a 20,000-character id, search or header with JSON, never an empty body', async () => {
    const long = 'a'.repeat(20_000);
    const calls = [
      { path: `/api/v2/campaigns/${long}?userId=${riley.userId}&accountId=${riley.accountId}` },
      { path: `/api/v2/campaigns?userId=${riley.userId}&accountId=${riley.accountId}&search=${long}` },
      { path: '/api/chat-history', headers: { 'x-probe': long } },
    ];
    for (const call of calls) {
      const answer = await rawRequest(server.url, {
        path: call.path,
        headers: { 'x-api-key': KEY, authorization: `Bearer ${token}`, ...call.headers },
      });
      expect(answer.status).toBe(431);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(JSON.parse(answer.body).error).toContain('too large');
    }
    const id = 'a'.repeat(200);
    const shorter = await fetch(
      `${server.url}/api/v2/campaigns/${id}?userId=${riley.userId}&accountId=${riley.accountId}`,
      {
        headers: authed(),
      },
    );
    expect(shorter.status).toBe(400);
    expect(await shorter.json()).toEqual({ error: 'campaignId is too long: the limit is 128 characters' });
  });

  it('refuses a message over 10,000 characters and a chat name over 200, naming the limit', async () => {
    const message = await post('/api/chat', JSON.stringify({ message: 'x'.repeat(10_001), ...riley }));
    expect(message.status).toBe(400);
    expect(await message.json()).toEqual({ error: 'message is too long: the limit is 10,000 characters' });
    const rename = await post(
      '/api/chat-history/chat-seed-2',
      JSON.stringify({ summary: 'n'.repeat(201), ...riley }),
      'PATCH',
    );
    expect(rename.status).toBe(400);
    expect(await rename.json()).toEqual({ error: 'summary is too long: the limit is 200 characters' });
  });
});

describe('demo identity only where it belongs', () => {
  const base = { dataDir: '/nonexistent-never-written' };

  it('refuses to start off loopback or in production without configured secrets, saying what to set', () => {
    expect(() => resolveSecurity({ ...base, host: '0.0.0.0', env: {} })).toThrow(UnsafeConfiguration);
    expect(() => resolveSecurity({ ...base, host: '0.0.0.0', env: {} })).toThrow(
      /SIDEKICK_DEMO_TOKEN_SECRET/,
    );
    expect(() => resolveSecurity({ ...base, host: '127.0.0.1', env: { NODE_ENV: 'production' } })).toThrow(
      /Set SIDEKICK_DEMO_TOKEN_SECRET .* with NODE_ENV=production/,
    );
    expect(() =>
      resolveSecurity({ ...base, host: '0.0.0.0', env: { SIDEKICK_DEMO_TOKEN_SECRET: SECRET } }),
    ).toThrow(/SIDEKICK_API_KEY/);
  });

  it('turns the persona sign-in off on a public host, keeps it on loopback', () => {
    const env = {
      SIDEKICK_DEMO_TOKEN_SECRET: SECRET,
      SIDEKICK_API_KEY: KEY,
      SIDEKICK_PUBLIC_URL: 'https://d.example',
    };
    expect(resolveSecurity({ ...base, host: '0.0.0.0', env }).demoIdentity).toBe(false);
    expect(resolveSecurity({ ...base, host: '127.0.0.1', env }).demoIdentity).toBe(true);
  });

  it('uses a generated secret, never one printed in the code, on a loopback demo', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sidekick-secret-'));
    const first = resolveSecurity({ dataDir: dir, host: '127.0.0.1', env: {} }).tokenSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSecurity({ dataDir: dir, host: '127.0.0.1', env: {} }).tokenSecret).toBe(first);
    expect(
      resolveSecurity({
        dataDir: mkdtempSync(join(tmpdir(), 'sidekick-secret-')),
        host: '127.0.0.1',
        env: {},
      }).tokenSecret,
    ).not.toBe(first);
  });
});

describe('fault mode', () => {
  it('reads rules per method and path, and refuses a rate it cannot use', () => {
    expect(parseFaults('0.2')).toEqual([{ rate: 0.2, kind: 'either' }]);
    expect(parseFaults('GET /api/chat-history=0.5, POST=0.3:late')).toEqual([
      { method: 'GET', path: '/api/chat-history', rate: 0.5, kind: 'either' },
      { method: 'POST', rate: 0.3, kind: 'late' },
    ]);
    expect(parseFaults('')).toEqual([]);
    expect(() => parseFaults('lots')).toThrow(/rate between 0 and 1/);
  });

  it('answers a JSON 503 with nothing done, switched on and off while running', async () => {
    const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
    const switchTo = (faults: string) =>
      fetch(`${server.url}/api/demo/faults`, { method: 'PUT', headers, body: JSON.stringify({ faults }) });
    expect((await switchTo('GET /api/demo=1:unavailable')).status).toBe(200);
    const faulty = await fetch(`${server.url}/api/demo/personas`, { headers });
    expect(faulty.status).toBe(503);
    expect(await faulty.json()).toEqual({
      error: 'The demo backend is busy right now (fault mode); please try again',
    });
    expect((await switchTo('')).status).toBe(200);
    expect((await fetch(`${server.url}/api/demo/personas`, { headers })).status).toBe(200);
    expect((await switchTo('often')).status).toBe(400);
  });

  it('refuses a switch with a field besides faults, naming it, and keeps the mode', async () => {
    const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
    const body = JSON.stringify({ faults: '1', scope: 'all' });
    const refused = await fetch(`${server.url}/api/demo/faults`, { method: 'PUT', headers, body });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Unknown field: scope' });
    expect((await fetch(`${server.url}/api/demo/personas`, { headers })).status).toBe(200);
  });
});

describe('the contract reference', () => {
  it('answers an unknown file of the reference page with 404, without a key as its files need none', async () => {
    const missing = await fetch(`${server.url}/api/docs/missing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not found: GET /api/docs/missing.js' });
  });
});
