import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpFailure } from '../src/adapters/http/failures';
import { HttpAuthAdapter } from '../src/adapters/http/HttpAuthAdapter';
import { HttpChatAdapter } from '../src/adapters/http/HttpChatAdapter';
import { HttpClient } from '../src/adapters/http/HttpClient';
import { type RunningMockServer, startMockServer } from './server';

/** The real HTTP adapters against a running mock server: the `http` profile of `npm start`. */
const KEY = 'adapters-test-key';
let server: RunningMockServer;
let dataDir: string;
let token: string | null = null;

function adapters(apiKey = KEY) {
  const client = new HttpClient({ baseUrl: server.url, apiKey, getToken: () => token, retries: 0 });
  return { auth: new HttpAuthAdapter(client), chat: new HttpChatAdapter(client) };
}

async function signInAs(email: string) {
  const { auth } = adapters();
  token = await auth.requestDemoToken(email);
  return auth.signIn(token);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sidekick-adapters-'));
  server = await startMockServer({
    port: 0,
    dataDir,
    apiKey: KEY,
    tokenSecret: 'adapters-test-secret-0123456789abcdef',
  });
});

afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('HTTP adapters against the mock server', () => {
  it('lists the five demo personas in order', async () => {
    const personas = await adapters().auth.listDemoPersonas();
    expect(personas.map((p) => p.displayName)).toEqual([
      'Sam Super',
      'Alex Admin',
      'Avery Owner',
      'Riley Planner',
      'Val Viewer',
    ]);
  });

  it('signs a persona in and answers the normalised user', async () => {
    const sam = await signInAs('sam.super@example.com');
    expect(sam).toMatchObject({
      email: 'sam.super@example.com',
      displayName: 'Sam Super',
      isSuperAdmin: true,
    });
    expect(sam.permissions.can_manage_chat_hisotry).toBe(true);
  });

  it('gives a regular admin the accounts to choose from', async () => {
    const alex = await signInAs('alex.admin@example.com');
    const accounts = await adapters().auth.fetchAccounts(alex.userId);
    expect(accounts.map((a) => a.name).sort()).toEqual([
      'Acme Media',
      'Globex Retail',
      'Initech Auto',
      'Scale Test',
    ]);
  });

  it('limits Val Viewer to sending messages', async () => {
    const val = await signInAs('val.viewer@example.com');
    expect(val.permissions).toMatchObject({
      can_send_message: true,
      can_upload_attachment: false,
      can_approve: false,
    });
  });

  it("lists a user's chats in their account", async () => {
    const riley = await signInAs('riley.planner@example.com');
    const chats = await adapters().chat.listChats({ userId: riley.userId, accountId: riley.accountId });
    expect(chats.length).toBeGreaterThan(0);
  });

  it('is refused without the right API key, and for another user id', async () => {
    const riley = await signInAs('riley.planner@example.com');
    await expect(
      adapters('wrong-key').chat.listChats({ userId: riley.userId, accountId: riley.accountId }),
    ).rejects.toMatchObject({
      code: 'ERR_BAD_REQUEST',
      status: 401,
      kind: 'signed-out',
    } satisfies Partial<HttpFailure>);
    await expect(
      adapters().chat.listChats({ userId: 'someone-else', accountId: riley.accountId }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});
