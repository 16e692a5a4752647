import { beforeEach, describe, expect, it } from 'vitest';
import { FAKE_PROCESSING_MS } from '../../testing/fakeAssistant';
import { createTestBackend, RILEY, signedIn, type TestBackend } from '../../testing/testBackend';

const riley = RILEY;
let backend: TestBackend;
let token: string;

beforeEach(async () => {
  ({ backend, token } = await signedIn());
});

const send = (body: Record<string, unknown>, as = token) =>
  backend.call('POST', '/api/chat', { token: as, body: { ...riley, chatId: null, ...body } });
const history = async (chatId: string) =>
  (await backend.call('GET', `/api/chat-history/${chatId}`, { token, query: riley })).json.messages as Record<
    string,
    unknown
  >[];

describe('POST /api/chat', () => {
  it('starts a chat named after the first 40 characters and acknowledges a processing action', async () => {
    const { status, json } = await send({
      message: 'Please process this insertion order for the holiday season push',
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      action: 'campaign-processor',
      isProcessing: true,
      message: expect.stringContaining('Working on it'),
    });
    const chat = backend.data.chats.find((candidate) => candidate.id === json.chatId);
    expect(chat?.summary).toBe('Please process this insertion order for');
    const messages = await history(json.chatId as string);
    expect(messages.map((message) => [message.type, message.id])).toEqual([
      ['user', json.sourceMessageId],
      ['bot', json.messageId],
    ]);
    expect(messages[1]).toMatchObject({
      status: 'processing',
      isProcessing: true,
      sourceMessageId: json.sourceMessageId,
    });
  });

  it('adds to an existing chat, giving the assistant the latest result and the channels', async () => {
    const { json } = await send({ message: 'Launch it on dv360', chatId: 'chat-seed-1' });
    expect(json.chatId).toBe('chat-seed-1');
    const request = backend.assistant.requests.at(-1);
    expect(request?.latestResult?.action).toBe('campaign-launcher');
    expect(request?.enabledChannels.dv360).toBe(true);
  });

  it('refuses an empty message, naming the field', async () => {
    const before = backend.data.chats.length;
    const response = await send({ message: '   ' });
    expect(response).toMatchObject({ status: 400, json: { error: 'message is required' } });
    expect(backend.data.chats.length).toBe(before);
  });

  it('answers 404 for an unknown chat and for a chat of another user or account', async () => {
    expect((await send({ message: 'hi', chatId: 'chat-nope' })).status).toBe(404);
    const averys = backend.data.chats.find((chat) => chat.user_id === 'u-avery-owner');
    expect((await send({ message: 'hi', chatId: averys?.id })).status).toBe(404);
    const alex = await backend.tokenFor('alex.admin@example.com');
    const globexChat = backend.data.chats.find((chat) => chat.account_id === 'acc-globex-retail');
    const wrongAccount = await backend.call('POST', '/api/chat', {
      token: alex,
      body: { userId: 'u-alex-admin', accountId: 'acc-initech-auto', chatId: globexChat?.id, message: 'hi' },
    });
    expect(wrongAccount.status).toBe(404);
  });

  it('refuses a user without can_send_message', async () => {
    const viewerRole = backend.data.rolePermissions.filter((grant) => grant.role_id !== 'role-viewer');
    backend.data.rolePermissions = viewerRole;
    const val = await backend.tokenFor('val.viewer@example.com');
    const response = await backend.call('POST', '/api/chat', {
      token: val,
      body: { userId: 'u-val-viewer', accountId: 'acc-globex-retail', message: 'hello' },
    });
    expect(response.status).toBe(403);
  });

  it('stores HTML and script verbatim, as text', async () => {
    const html = '<img src=x onerror="alert(1)"><script>alert("hi")</script> & <b>bold</b>';
    const { json } = await send({ message: html });
    const messages = await history(json.chatId as string);
    expect(messages[0]?.content).toBe(html);
  });

  it('keeps a file link only when it is a web address', async () => {
    const { json } = await send({
      message: 'two files',
      file_metadata: [
        { name: 'a.pdf', publicUrl: 'https://storage.example/a.pdf' },
        { name: 'b.pdf', publicUrl: 'javascript:alert(document.cookie)' },
      ],
    });
    const files = (await history(json.chatId as string))[0]?.file_metadata;
    expect(files).toMatchObject([
      { name: 'a.pdf', publicUrl: 'https://storage.example/a.pdf' },
      { name: 'b.pdf' },
    ]);
    expect((files as Record<string, unknown>[])[1]).not.toHaveProperty('publicUrl');
  });

  it('accepts a message made only of files, and refuses files of another account', async () => {
    backend.data.files.push({
      key: 'uploads/acc-globex-retail/x.pdf',
      account_id: 'acc-globex-retail',
      user_id: 'u-val-viewer',
      originalName: 'x.pdf',
      size: 10,
      type: 'application/pdf',
      created_at: '2026-11-01T00:00:00Z',
    });
    const foreign = await send({
      message: '',
      file_metadata: [{ name: 'x.pdf', gcsPath: 'uploads/acc-globex-retail/x.pdf' }],
    });
    expect(foreign.status).toBe(403);
    const plain = await send({ message: '', file_metadata: [{ name: 'brief.pdf' }] });
    expect(plain.status).toBe(200);
    expect(backend.data.chats.find((chat) => chat.id === plain.json.chatId)?.summary).toBe('brief.pdf');
    const nameless = await send({ message: 'x', file_metadata: [{ size: 3 }] });
    expect(nameless).toMatchObject({ status: 400, json: { error: 'file_metadata[0].name is required' } });
  });

  it('keeps references to earlier results and hands them to the assistant', async () => {
    const { status } = await send({
      message: 'Compare with this',
      chatId: 'chat-seed-2',
      references: [{ messageId: 'msg-seed-1-2', type: 'message' }],
    });
    expect(status).toBe(200);
    expect(backend.assistant.requests.at(-1)?.references[0]).toMatchObject({ action: 'campaign-processor' });
    const unknown = await send({ message: 'x', references: [{ messageId: 'msg-seed-4-2' }] });
    expect(unknown.status).toBe(404);
  });
});

describe('follow-ups through POST /api/chat', () => {
  it('regenerates a result with feedback as a new processing reply', async () => {
    const { json } = await send({
      chatId: 'chat-seed-1',
      action: 'regenerate',
      sourceMessageId: 'msg-seed-1-2',
      feedback: 'Use EUR',
    });
    expect(json).toMatchObject({ action: 'campaign-processor', isProcessing: true });
    const messages = await history('chat-seed-1');
    expect(messages.at(-2)?.content).toBe('Regenerate with feedback: Use EUR');
  });

  it('edits and asks, requiring instructions and the source result', async () => {
    const edit = await send({
      chatId: 'chat-seed-1',
      action: 'edit',
      sourceMessageId: 'msg-seed-1-4',
      feedback: 'Cap frequency at 2',
    });
    expect(edit.json.message).toContain('edited: Cap frequency at 2');
    const ask = await send({
      chatId: 'chat-seed-1',
      action: 'ask-assistant',
      sourceMessageId: 'msg-seed-1-4',
      message: 'Why even pacing?',
    });
    expect(ask.json).toMatchObject({ action: 'ask-assistant', isProcessing: false });
    const empty = await send({ chatId: 'chat-seed-1', action: 'edit', sourceMessageId: 'msg-seed-1-4' });
    expect(empty).toMatchObject({ status: 400, json: { error: 'feedback is required' } });
    const noSource = await send({ chatId: 'chat-seed-1', action: 'regenerate' });
    expect(noSource).toMatchObject({ status: 400, json: { error: 'sourceMessageId is required' } });
    const userMessage = await send({
      chatId: 'chat-seed-1',
      action: 'regenerate',
      sourceMessageId: 'msg-seed-1-1',
    });
    expect(userMessage.status).toBe(404);
    const unknownAction = await send({ chatId: 'chat-seed-1', action: 'explode' });
    expect(unknownAction.status).toBe(400);
  });

  it('gates follow-ups by their permission flags', async () => {
    backend.data.rolePermissions = backend.data.rolePermissions.filter(
      (grant) =>
        !(
          grant.role_id === 'role-user' &&
          ['perm-can_regenerate', 'perm-can_ask_assistant'].includes(grant.permission_id)
        ),
    );
    const regenerate = await send({
      chatId: 'chat-seed-1',
      action: 'regenerate',
      sourceMessageId: 'msg-seed-1-2',
    });
    expect(regenerate.status).toBe(403);
    const ask = await send({
      chatId: 'chat-seed-1',
      action: 'ask-assistant',
      sourceMessageId: 'msg-seed-1-2',
      message: 'why?',
    });
    expect(ask.status).toBe(403);
  });
});

describe('results arrive with time, not timers', () => {
  it('finalises a processing result once its time has come, on any read', async () => {
    const { json } = await send({ message: 'process the IO' });
    const statusPath = `/api/chat/${json.chatId}/${json.messageId}/status`;
    expect((await backend.call('GET', statusPath, { token, query: riley })).json).toEqual({
      status: 'processing',
    });
    backend.clock.now += FAKE_PROCESSING_MS;
    const done = await backend.call('GET', statusPath, { token, query: riley });
    expect(done.json).toMatchObject({
      status: 'completed',
      result: {
        content: 'Finished: process the IO',
        jsonResponse: { summary: 'process the IO' },
        sourceMessageId: json.sourceMessageId,
      },
    });
  });

  it('divides processing time by the simulation speed', async () => {
    backend = createTestBackend({ speed: 4 });
    token = await backend.tokenFor('riley.planner@example.com');
    const { json } = await send({ message: 'process faster' });
    backend.clock.now += FAKE_PROCESSING_MS / 4;
    const messages = await history(json.chatId as string);
    expect(messages[1]).toMatchObject({ status: 'completed', isProcessing: false });
  });
});
