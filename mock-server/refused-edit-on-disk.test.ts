import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { signDemoToken } from '../src/simulation/identity';
import { createFakeAssistant } from '../src/simulation/testing/fakeAssistant';
import { readStoredData } from './journal/openStore';
import { type RunningMockServer, startMockServer } from './server';

const KEY = 'refused-edit-test-key';
const SECRET = 'refused-edit-test-secret-long-enough-for-hs256';
const SAM = {
  id: 'u-sam-super',
  email: 'sam.super@example.com',
  display_name: 'Sam Super',
  given_name: 'Sam',
};
let dataDir = '';
let server: RunningMockServer | undefined;

const start = () =>
  startMockServer({ port: 0, dataDir, apiKey: KEY, tokenSecret: SECRET, assistant: createFakeAssistant() });

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Issue 27: a refused edit renamed the role in memory; after a restart the old name was back. */
it('a refused edit of a role changes it neither in memory nor on disk, before or after a restart', async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sidekick-refused-edit-'));
  server = await start();
  const token = await signDemoToken(SAM, SECRET, Date.now());
  const answer = await fetch(`${server.url}/api/admin/roles/role-analyst`, {
    method: 'PUT',
    headers: { 'x-api-key': KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: SAM.id, name: 'Analyst PARTIAL', description: 123 }),
  });
  expect(answer.status).toBe(400);
  const nameIn = (roles: readonly { id: string; name: string }[]) =>
    roles.find((role) => role.id === 'role-analyst')?.name;
  expect(nameIn(server.data.roles)).toBe('Analyst');
  await server.close();
  expect(nameIn(readStoredData(join(dataDir, 'db.json')).roles)).toBe('Analyst');
  server = await start();
  expect(nameIn(server.data.roles)).toBe('Analyst');
});
