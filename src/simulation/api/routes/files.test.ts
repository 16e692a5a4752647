import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../files/uploadRules';
import { createTestBackend, RILEY, type TestBackend } from '../../testing/testBackend';

const riley = RILEY;
let backend: TestBackend;
let token: string;

beforeEach(async () => {
  backend = createTestBackend({
    spreadsheet: async (_data, title) => new TextEncoder().encode(`xlsx:${title}`),
  });
  token = await backend.tokenFor('riley.planner@example.com');
});

function form(file: Blob | null, name: string, fields: Record<string, string> = riley): FormData {
  const body = new FormData();
  if (file) body.set('file', file, name);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

async function upload(name = 'io.pdf', content: BlobPart = '%PDF-1.4 demo', as = token, fields = riley) {
  return backend.call('POST', '/api/upload', { token: as, form: form(new Blob([content]), name, fields) });
}

async function sendWithUpload() {
  const uploaded = (await upload()).json.data as Record<string, unknown>;
  const sent = await backend.call('POST', '/api/chat', {
    token,
    body: {
      ...riley,
      message: 'Here is the IO',
      file_metadata: [{ ...uploaded, name: uploaded.originalName }],
    },
  });
  expect(sent.status).toBe(200);
  return { uploaded, chatId: sent.json.chatId as string, messageId: sent.json.sourceMessageId as string };
}

describe('POST /api/upload', () => {
  it('stores the file and answers an expiring link that serves it', async () => {
    const { status, json } = await upload('Q4 plan.pdf');
    expect(status).toBe(200);
    const data = json.data as {
      gcsPath: string;
      publicUrl: string;
      expiresAt: number;
      type: string;
      size: number;
    };
    expect(data).toMatchObject({
      type: 'application/pdf',
      size: 13,
      pinned: false,
      originalName: 'Q4 plan.pdf',
    });
    expect(data.expiresAt).toBe(backend.clock.now + 72 * 3_600_000);
    const link = new URL(data.publicUrl);
    const served = await backend.call('GET', `${link.pathname}${link.search}`, { apiKey: null });
    expect(served.status).toBe(200);
    expect(served.text).toBe('%PDF-1.4 demo');
    expect(served.response.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses expired and forged links', async () => {
    const { json } = await upload();
    const link = new URL((json.data as { publicUrl: string }).publicUrl);
    const forged = await backend.call('GET', `${link.pathname}${link.search.replace(/sig=./, 'sig=X')}`);
    expect(forged.status).toBe(403);
    backend.clock.now += 73 * 3_600_000;
    const expired = await backend.call('GET', `${link.pathname}${link.search}`);
    expect(expired).toMatchObject({ status: 410, json: { error: 'This file link has expired' } });
  });

  it('refuses oversized files, disallowed types and a missing file with a clear 400', async () => {
    const big = await upload('big.pdf', new Uint8Array(MAX_UPLOAD_BYTES + 1));
    expect(big).toMatchObject({ status: 400, json: { error: 'file is too large: the limit is 20 MB' } });
    const html = await upload('page.html', '<script>alert(1)</script>');
    expect(html.status).toBe(400);
    expect(html.json.error).toContain('.html files cannot be uploaded');
    const exe = await upload('setup.exe', 'MZ');
    expect(exe.status).toBe(400);
    const none = await backend.call('POST', '/api/upload', { token, form: form(null, '') });
    expect(none).toMatchObject({ status: 400, json: { error: 'file is required' } });
  });

  it('needs the upload permission', async () => {
    const val = await backend.tokenFor('val.viewer@example.com');
    const response = await upload('io.pdf', 'x', val, {
      userId: 'u-val-viewer',
      accountId: 'acc-globex-retail',
    });
    expect(response.status).toBe(403);
  });
});

describe('PUT /api/file-metadata/{messageId}', () => {
  it('renames and pins an uploaded file', async () => {
    const { chatId, messageId } = await sendWithUpload();
    const put = (body: Record<string, unknown>) =>
      backend.call('PUT', `/api/file-metadata/${messageId}`, { token, body: { ...riley, ...body } });
    expect((await put({ name: '  Final IO.pdf ' })).status).toBe(200);
    expect((await put({ pinned: true })).status).toBe(200);
    const { json } = await backend.call('GET', `/api/chat-history/${chatId}`, { token, query: riley });
    const [first] = json.messages as { file_metadata: { name: string; pinned: boolean }[] }[];
    expect(first?.file_metadata[0]).toMatchObject({ name: 'Final IO.pdf', pinned: true });
  });

  it('refuses an empty name and a missing change', async () => {
    const { messageId } = await sendWithUpload();
    const empty = await backend.call('PUT', `/api/file-metadata/${messageId}`, {
      token,
      body: { ...riley, name: '  ' },
    });
    expect(empty).toMatchObject({ status: 400, json: { error: 'name must not be empty' } });
    const nothing = await backend.call('PUT', `/api/file-metadata/${messageId}`, { token, body: riley });
    expect(nothing.status).toBe(400);
  });

  it('refuses a file of another account with 403', async () => {
    const { messageId } = await sendWithUpload();
    const alex = await backend.tokenFor('alex.admin@example.com');
    const response = await backend.call('PUT', `/api/file-metadata/${messageId}`, {
      token: alex,
      body: { userId: 'u-alex-admin', accountId: 'acc-globex-retail', name: 'Mine' },
    });
    expect(response.status).toBe(403);
  });

  it('names and pins a generated result in the briefcase', async () => {
    await backend.call('PUT', '/api/file-metadata/msg-seed-1-2', {
      token,
      body: { ...riley, name: 'Q4 IO result', pinned: true },
    });
    const { json } = await backend.call('GET', '/api/chat-history/chat-seed-1', { token, query: riley });
    expect((json.messages as Record<string, unknown>[])[1]?.file_metadata).toEqual([
      { name: 'Q4 IO result', pinned: true },
    ]);
  });
});

describe('POST /api/file-metadata/refresh-files/{chatId}', () => {
  it('renews expired links only, and answers how many', async () => {
    const { chatId } = await sendWithUpload();
    const refresh = () =>
      backend.call('POST', `/api/file-metadata/refresh-files/${chatId}`, {
        token,
        body: { ...riley, expirationHours: 72 },
      });
    expect((await refresh()).json).toEqual({ success: true, data: { refreshedFilesCount: 0 } });
    backend.clock.now += 80 * 3_600_000;
    token = await backend.tokenFor('riley.planner@example.com');
    expect((await refresh()).json).toEqual({ success: true, data: { refreshedFilesCount: 1 } });
    const bad = await backend.call('POST', `/api/file-metadata/refresh-files/${chatId}`, {
      token,
      body: { ...riley, expirationHours: -1 },
    });
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/chat/export-to-sheets', () => {
  const body = {
    ...riley,
    data: { summary: 'x' },
    userEmail: 'riley.planner@example.com',
    chatId: 'chat-seed-1',
    messageId: 'msg-seed-1-2',
  };

  it('builds the workbook and answers an expiring link to it', async () => {
    const { status, json } = await backend.call('POST', '/api/chat/export-to-sheets', { token, body });
    expect(status).toBe(200);
    const link = new URL(json.spreadsheetUrl as string);
    const served = await backend.call('GET', `${link.pathname}${link.search}`);
    expect(served.text).toBe('xlsx:Q4 holiday insertion order');
    expect(served.response.headers.get('content-disposition')).toContain('Q4 holiday insertion order.xlsx');
  });

  it('needs the user email and the export permission', async () => {
    const noEmail = await backend.call('POST', '/api/chat/export-to-sheets', {
      token,
      body: { ...body, userEmail: '' },
    });
    expect(noEmail).toMatchObject({ status: 400, json: { error: 'userEmail is required' } });
    const val = await backend.tokenFor('val.viewer@example.com');
    const refused = await backend.call('POST', '/api/chat/export-to-sheets', {
      token: val,
      body: { ...body, userId: 'u-val-viewer', accountId: 'acc-globex-retail', chatId: undefined },
    });
    expect(refused.status).toBe(403);
  });
});
