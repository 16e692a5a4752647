import { beforeEach, describe, expect, it } from 'vitest';
import { RILEY, signedIn, type TestBackend } from '../../testing/testBackend';

const riley = RILEY;
let backend: TestBackend;
let token: string;

beforeEach(async () => {
  ({ backend, token } = await signedIn());
});

const list = async () =>
  (await backend.call('GET', '/api/chat-history', { token, query: riley })).json.chats as {
    id: string;
    summary: string;
    pinned: boolean;
  }[];

describe('chat list routes', () => {
  it("lists only the user's chats in that account, pinned first then newest", async () => {
    const chats = await list();
    expect(chats.map((chat) => chat.summary)).toEqual([
      'Q4 holiday insertion order',
      'Launch the summer sale on Facebook',
      'Spring creative refresh',
    ]);
    expect(chats[0]?.pinned).toBe(true);
  });

  it('renames a chat, refusing a blank summary', async () => {
    const blank = await backend.call('PATCH', '/api/chat-history/chat-seed-2', {
      token,
      body: { ...riley, summary: ' ' },
    });
    expect(blank).toMatchObject({ status: 400, json: { error: 'summary is required' } });
    await backend.call('PATCH', '/api/chat-history/chat-seed-2', {
      token,
      body: { ...riley, summary: 'Spring refresh v2' },
    });
    expect((await list()).map((chat) => chat.summary)).toContain('Spring refresh v2');
    expect(backend.changes()).toBeGreaterThan(0);
  });

  it('toggles the pin and refuses to remove a pinned chat', async () => {
    const refused = await backend.call('DELETE', '/api/chat-history/chat-seed-1', { token, query: riley });
    expect(refused).toMatchObject({
      status: 409,
      json: { error: 'Please unpin the chat before removing it.' },
    });
    await backend.call('POST', '/api/chat-history/chat-seed-1/pin', { token, body: riley });
    const removed = await backend.call('DELETE', '/api/chat-history/chat-seed-1', { token, query: riley });
    expect(removed.status).toBe(200);
    expect((await list()).map((chat) => chat.id)).not.toContain('chat-seed-1');
    expect(backend.data.messages.some((message) => message.chat_id === 'chat-seed-1')).toBe(false);
  });

  it("answers 404 for another user's or another account's chat", async () => {
    const averysChat = backend.data.chats.find((chat) => chat.user_id === 'u-avery-owner');
    const rename = await backend.call('PATCH', `/api/chat-history/${averysChat?.id}`, {
      token,
      body: { ...riley, summary: 'Mine now' },
    });
    expect(rename).toMatchObject({ status: 404, json: { error: 'Chat not found' } });
    const alexToken = await backend.tokenFor('alex.admin@example.com');
    const globexChat = backend.data.chats.find((chat) => chat.account_id === 'acc-globex-retail');
    const wrongAccount = await backend.call('DELETE', `/api/chat-history/${globexChat?.id}`, {
      token: alexToken,
      query: { userId: 'u-alex-admin', accountId: 'acc-initech-auto' },
    });
    expect(wrongAccount.status).toBe(404);
  });
});
