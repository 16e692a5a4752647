import { beforeEach, describe, expect, it } from 'vitest';
import { RILEY, signedIn, type TestBackend } from '../../testing/testBackend';

const riley = RILEY;
let backend: TestBackend;
let token: string;

beforeEach(async () => {
  ({ backend, token } = await signedIn());
});

const setStatus = (messageId: string, body: Record<string, unknown>, chatId = 'chat-seed-1') =>
  backend.call('POST', `/api/chat/${chatId}/${messageId}/status`, { token, body: { ...riley, ...body } });
const stored = (id: string) => backend.data.messages.find((message) => message.id === id);

describe('message status', () => {
  it('answers the status of a finished result with its content', async () => {
    const { json } = await backend.call('GET', '/api/chat/chat-seed-1/msg-seed-1-4/status', {
      token,
      query: riley,
    });
    expect(json).toMatchObject({ status: 'completed', result: { sourceMessageId: 'msg-seed-1-3' } });
  });

  it('answers 404 for an unknown message or a message of another chat', async () => {
    const unknown = await backend.call('GET', '/api/chat/chat-seed-1/msg-nope/status', {
      token,
      query: riley,
    });
    expect(unknown).toMatchObject({ status: 404, json: { error: 'Message not found' } });
    const elsewhere = await backend.call('GET', '/api/chat/chat-seed-1/msg-seed-2-2/status', {
      token,
      query: riley,
    });
    expect(elsewhere.status).toBe(404);
  });

  it('approves a result and toggles it back to completed', async () => {
    expect((await setStatus('msg-seed-1-4', { status: 'approved' })).status).toBe(200);
    expect(stored('msg-seed-1-4')?.status).toBe('approved');
    await setStatus('msg-seed-1-4', { status: 'completed' });
    expect(stored('msg-seed-1-4')?.status).toBe('completed');
  });

  it('rejects only with feedback, and keeps it', async () => {
    const bare = await setStatus('msg-seed-1-4', { status: 'rejected', feedback: ' ' });
    expect(bare).toMatchObject({ status: 400, json: { error: 'feedback is required' } });
    await setStatus('msg-seed-1-4', { status: 'rejected', feedback: 'Wrong advertiser id' });
    expect(stored('msg-seed-1-4')).toMatchObject({ status: 'rejected', feedback: 'Wrong advertiser id' });
  });

  it('refuses unknown statuses, user messages and users without the flag', async () => {
    expect((await setStatus('msg-seed-1-4', { status: 'launched' })).status).toBe(400);
    expect((await setStatus('msg-seed-1-3', { status: 'approved' })).status).toBe(409);
    backend.data.rolePermissions = backend.data.rolePermissions.filter(
      (grant) => !(grant.role_id === 'role-user' && grant.permission_id === 'perm-can_approve'),
    );
    const refused = await setStatus('msg-seed-1-4', { status: 'approved' });
    expect(refused.status).toBe(403);
    expect(stored('msg-seed-1-4')?.status).toBe('completed');
  });

  it('answers the history in time order with the fields of a Message', async () => {
    const { json } = await backend.call('GET', '/api/chat-history/chat-seed-1', { token, query: riley });
    const messages = json.messages as Record<string, unknown>[];
    expect(messages.map((message) => message.type)).toEqual(['user', 'bot', 'user', 'bot']);
    expect(messages[1]).toMatchObject({
      id: 'msg-seed-1-2',
      messageId: 'msg-seed-1-2',
      chatId: 'chat-seed-1',
      action: 'campaign-processor',
      status: 'approved',
      isProcessing: false,
      isError: false,
    });
    const other = await backend.call('GET', '/api/chat-history/chat-seed-4', { token, query: riley });
    expect(other.status).toBe(404);
  });
});
