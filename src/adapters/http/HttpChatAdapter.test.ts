import { describe, expect, it } from 'vitest';
import { HttpChatAdapter } from './HttpChatAdapter';
import { json } from './testing/fake-fetch';
import { ctx, inQuery, itCallsEachContractRoute, overFakeBackend, type RouteCase } from './testing/harness';

const setup = overFakeBackend((http) => ({ chat: new HttpChatAdapter(http) }));

describe('HttpChatAdapter routes (spec 1 §7, spec 3 §7)', () => {
  const routes: RouteCase<HttpChatAdapter>[] = [
    [
      'sendMessage',
      (c) => c.sendMessage(ctx, { message: 'Hi', chatId: null }),
      { message: 'ok', chatId: 'c-1', messageId: 'm-1' },
      {
        method: 'POST',
        path: '/api/chat',
        body: { message: 'Hi', chatId: null, userId: 'u-1', accountId: 'acc-1' },
      },
    ],
    [
      'fetchMessageStatus',
      (c) => c.fetchMessageStatus(ctx, 'c-1', 'm-1'),
      { status: 'processing' },
      { method: 'GET', path: '/api/chat/c-1/m-1/status', query: inQuery },
    ],
    [
      'setMessageStatus',
      (c) => c.setMessageStatus(ctx, 'c-1', 'm-1', 'rejected', 'Wrong budget'),
      { success: true },
      {
        method: 'POST',
        path: '/api/chat/c-1/m-1/status',
        body: { status: 'rejected', feedback: 'Wrong budget', userId: 'u-1', accountId: 'acc-1' },
      },
    ],
    [
      'fetchHistory',
      (c) => c.fetchHistory(ctx, 'c-1'),
      { before: null, messages: [] },
      { method: 'GET', path: '/api/chat-history/c-1', query: { ...inQuery, last: '50' } },
    ],
    [
      'refreshFiles',
      (c) => c.refreshFiles(ctx, 'c-1', 72),
      { success: true, data: { refreshedFilesCount: 0 } },
      {
        method: 'POST',
        path: '/api/file-metadata/refresh-files/c-1',
        body: { userId: 'u-1', accountId: 'acc-1', expirationHours: 72 },
      },
    ],
    [
      'updateFileMetadata',
      (c) => c.updateFileMetadata(ctx, 'm-1', { pinned: true }),
      { success: true },
      {
        method: 'PUT',
        path: '/api/file-metadata/m-1',
        body: { pinned: true, userId: 'u-1', accountId: 'acc-1' },
      },
    ],
    [
      'exportToSheets',
      (c) =>
        c.exportToSheets(ctx, {
          data: { a: 1 },
          userEmail: 'r@example.com',
          chatId: 'c-1',
          messageId: 'm-1',
        }),
      { spreadsheetUrl: 'https://sheets/1' },
      {
        method: 'POST',
        path: '/api/chat/export-to-sheets',
        body: {
          data: { a: 1 },
          userEmail: 'r@example.com',
          chatId: 'c-1',
          messageId: 'm-1',
          userId: 'u-1',
          accountId: 'acc-1',
        },
      },
    ],
    [
      'listChats',
      (c) => c.listChats(ctx),
      { chats: [] },
      { method: 'GET', path: '/api/chat-history', query: inQuery },
    ],
    [
      'renameChat',
      (c) => c.renameChat(ctx, 'c-1', 'Spring launch'),
      { success: true },
      {
        method: 'PATCH',
        path: '/api/chat-history/c-1',
        body: { summary: 'Spring launch', userId: 'u-1', accountId: 'acc-1' },
      },
    ],
    [
      'togglePin',
      (c) => c.togglePin(ctx, 'c-1'),
      { success: true },
      { method: 'POST', path: '/api/chat-history/c-1/pin', body: { userId: 'u-1', accountId: 'acc-1' } },
    ],
    [
      'removeChat',
      (c) => c.removeChat(ctx, 'c-1'),
      { success: true },
      { method: 'DELETE', path: '/api/chat-history/c-1', query: inQuery },
    ],
  ];

  itCallsEachContractRoute(routes, (http) => new HttpChatAdapter(http));

  it('encodes ids in paths', async () => {
    const { backend, chat } = setup();
    backend.answerNext(json({ status: 'processing' }));
    await chat.fetchMessageStatus(ctx, 'c/1', 'm 1');
    expect(backend.lastCall.path).toBe('/api/chat/c%2F1/m%201/status');
  });

  it('leaves a missing account out of the query', async () => {
    const { backend, chat } = setup();
    backend.answerNext(json({ chats: [] }));
    await chat.listChats({ userId: 'u-1', accountId: null });
    expect(backend.lastCall.query).toEqual({ userId: 'u-1' });
  });
});

describe('HttpChatAdapter answers', () => {
  it('sends references and files with a message only when there are some', async () => {
    const { backend, chat } = setup();
    backend.answerAlways(() => json({ message: 'ok', chatId: 'c-1', messageId: 'm-2' }));
    await chat.sendMessage(ctx, { message: 'Go', chatId: 'c-1', references: [], files: [] });
    expect(backend.lastCall.body).not.toHaveProperty('references');
    expect(backend.lastCall.body).not.toHaveProperty('file_metadata');
    await chat.sendMessage(ctx, {
      message: 'Go',
      chatId: 'c-1',
      references: [{ messageId: 'm-1', type: 'message' }],
      files: [{ name: 'io.pdf', storagePath: 'gs://b/io.pdf', url: 'https://x/io.pdf', linkExpiresAt: 99 }],
    });
    expect(backend.lastCall.body).toMatchObject({
      references: [{ messageId: 'm-1', type: 'message' }],
      file_metadata: [
        { name: 'io.pdf', gcsPath: 'gs://b/io.pdf', publicUrl: 'https://x/io.pdf', expiresAt: 99 },
      ],
    });
  });

  it('sends the earlier result acted on, and the rejection reason of a regeneration', async () => {
    const { backend, chat } = setup();
    backend.answerAlways(() => json({ message: 'ok', chatId: 'c-1', messageId: 'm-3' }));
    await chat.sendMessage(ctx, {
      message: 'Use the net budget',
      chatId: 'c-1',
      action: 'regenerate',
      sourceMessageId: 'm-2',
      feedback: 'Wrong budget',
    });
    expect(backend.lastCall.body).toEqual({
      message: 'Use the net budget',
      chatId: 'c-1',
      userId: 'u-1',
      accountId: 'acc-1',
      action: 'regenerate',
      sourceMessageId: 'm-2',
      feedback: 'Wrong budget',
    });
    await chat.sendMessage(ctx, { message: 'Hi', chatId: 'c-1' });
    expect(backend.lastCall.body).toEqual({
      message: 'Hi',
      chatId: 'c-1',
      userId: 'u-1',
      accountId: 'acc-1',
    });
  });

  it('uploads one file as multipart with the chat, account and user', async () => {
    const { backend, chat } = setup();
    backend.answerNext(
      json({
        data: { gcsPath: 'gs://b/io.pdf', publicUrl: 'https://x/io.pdf', expiresAt: 99, pinned: false },
      }),
    );
    const uploaded = await chat.uploadFile(
      ctx,
      {
        name: 'io.pdf',
        size: 3,
        type: 'application/pdf',
        data: new Blob(['pdf'], { type: 'application/pdf' }),
      },
      'c-1',
    );
    expect(backend.lastCall).toMatchObject({ method: 'POST', path: '/api/upload', query: {} });
    const form = backend.lastCall.body as FormData;
    expect((form.get('file') as File).name).toBe('io.pdf');
    expect(await (form.get('file') as File).text()).toBe('pdf');
    expect([form.get('chatId'), form.get('accountId'), form.get('userId')]).toEqual(['c-1', 'acc-1', 'u-1']);
    expect(uploaded).toEqual({
      name: 'io.pdf',
      size: 3,
      type: 'application/pdf',
      storagePath: 'gs://b/io.pdf',
      url: 'https://x/io.pdf',
      linkExpiresAt: 99,
      pinned: false,
    });
  });

  it('uploads without a chat id before the chat exists', async () => {
    const { backend, chat } = setup();
    backend.answerNext(json({ data: { gcsPath: 'g', publicUrl: 'p' } }));
    await chat.uploadFile(ctx, { name: 'a.png', size: 1, type: 'image/png', data: new Blob(['x']) });
    expect((backend.lastCall.body as FormData).has('chatId')).toBe(false);
  });

  it('answers the history as core messages, the refreshed count and the spreadsheet address', async () => {
    const { backend, chat } = setup();
    backend.answerNext(
      json({
        messages: [{ id: 'm-1', type: 'bot', content: 'Hi', timestamp: 't', jsonResponse: '{"a":1}' }],
      }),
      json({ success: true, data: { refreshedFilesCount: 3 } }),
      json({ spreadsheetUrl: 'https://sheets/1' }),
    );
    expect(await chat.fetchHistory(ctx, 'c-1')).toEqual({
      latest: [
        {
          id: 'm-1',
          chatId: 'c-1',
          messageId: 'm-1',
          type: 'bot',
          content: 'Hi',
          timestamp: 't',
          jsonResponse: { a: 1 },
        },
      ],
    });
    expect(await chat.refreshFiles(ctx, 'c-1', 72)).toBe(3);
    expect(await chat.exportToSheets(ctx, { data: [], userEmail: 'e', chatId: 'c', messageId: 'm' })).toBe(
      'https://sheets/1',
    );
  });

  it('keeps a 404 recognisable for polling', async () => {
    const { backend, chat } = setup();
    backend.answerNext(json({ error: 'Message not found' }, 404));
    const error = await chat.fetchMessageStatus(ctx, 'c-1', 'm-1').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ERR_BAD_REQUEST', status: 404, kind: 'not-found' });
  });
});
