import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDemoToken } from '../src/simulation/identity';
import { type RunningMockServer, startMockServer } from './server';

/** A cancelled upload (the browser aborts its request) leaves nothing stored on the demo backend. */
const KEY = 'cancel-test-key';
const SECRET = 'cancel-test-secret-long-enough-for-hs256';
const riley = { userId: 'u-riley-planner', accountId: 'acc-acme-media' };
let server: RunningMockServer;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sidekick-cancel-'));
  server = await startMockServer({ port: 0, dataDir, apiKey: KEY, tokenSecret: SECRET });
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

const storedFiles = () => {
  const dir = join(dataDir, 'files');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A multipart upload of `size` bytes whose client sends `sendBytes` of its body, then goes away. */
async function abandonedUpload(size: number, sendBytes: number): Promise<void> {
  const boundary = 'cancel-boundary';
  const head = Buffer.from(
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="userId"',
      '',
      riley.userId,
      `--${boundary}`,
      'Content-Disposition: form-data; name="accountId"',
      '',
      riley.accountId,
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="big.pdf"',
      'Content-Type: application/pdf',
      '',
      '',
    ].join('\r\n'),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.alloc(size, 7), tail]);
  const target = new URL(server.url);
  await new Promise<void>((resolve) => {
    const call = request({
      host: target.hostname,
      port: target.port,
      method: 'POST',
      path: '/api/upload',
      headers: {
        'x-api-key': KEY,
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
    });
    call.on('error', () => resolve());
    call.write(body.subarray(0, sendBytes), () => {
      setTimeout(() => {
        call.destroy();
        resolve();
      }, 100);
    });
  });
}

describe('a cancelled upload', () => {
  it('stores nothing when the client leaves mid-body, and holds up no later write', async () => {
    const filesBefore = server.data.files.length;
    await abandonedUpload(2_000_000, 300_000);
    await settle(300);
    expect(server.data.files.length).toBe(filesBefore);
    const renamed = await fetch(`${server.url}/api/chat-history/chat-seed-1`, {
      method: 'PATCH',
      headers: { 'x-api-key': KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...riley, summary: 'Still writable' }),
      signal: AbortSignal.timeout(5000),
    });
    expect(renamed.status).toBe(200);
  });

  it('stores nothing when the client left before the server took the request in (a slow answer)', async () => {
    // Fault mode answers writes 2 s late: the whole body is sent, then the client cancels.
    server.faults.setRules([{ method: 'POST', path: '/api/upload', rate: 1, kind: 'late' }]);
    try {
      const filesBefore = server.data.files.length;
      const storedBefore = storedFiles();
      await abandonedUpload(50_000, Number.POSITIVE_INFINITY);
      await settle(2500);
      expect(server.data.files.length).toBe(filesBefore);
      expect(storedFiles()).toBe(storedBefore);
    } finally {
      server.faults.setRules([]);
    }
  });
});
