import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDemoToken } from '../src/simulation/identity';
import { createFakeAssistant } from '../src/simulation/testing/fakeAssistant';
import { type RunningMockServer, startMockServer } from './server';

const KEY = 'upload-test-key';
const SECRET = 'upload-test-secret-long-enough-for-hs256';
const riley = { userId: 'u-riley-planner', accountId: 'acc-acme-media' };
const assistant = createFakeAssistant();
let server: RunningMockServer;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sidekick-upload-'));
  server = await startMockServer({ port: 0, dataDir, apiKey: KEY, tokenSecret: SECRET, assistant });
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

async function insertionOrderPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Insertion Order IO-4711 Advertiser: Acme Toys', { x: 40, y: 700, size: 14, font });
  return pdf.save();
}

async function upload(name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set('file', new Blob([bytes.slice()]), name);
  form.set('userId', riley.userId);
  form.set('accountId', riley.accountId);
  return fetch(`${server.url}/api/upload`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, authorization: `Bearer ${token}` },
    body: form,
  });
}

describe('uploads through the mock server', () => {
  it('stores a PDF on disk, serves it by its link and gives its text to the assistant', async () => {
    const bytes = await insertionOrderPdf();
    const response = await upload('IO-4711.pdf', bytes);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { gcsPath: string; publicUrl: string; originalName: string };
    };
    expect(data.publicUrl.startsWith(server.url)).toBe(true);
    const served = await fetch(data.publicUrl);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const sent = await fetch(`${server.url}/api/chat`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...riley,
        message: 'Process this IO',
        file_metadata: [{ ...data, name: data.originalName }],
      }),
    });
    expect(sent.status).toBe(200);
    expect(assistant.requests.at(-1)?.documentText[data.gcsPath]).toContain('IO-4711');
  });

  it('refuses a wrong file type with a 400 naming it', async () => {
    const response = await upload('notes.docx', new TextEncoder().encode('not allowed'));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain('.docx files cannot be uploaded');
  });
});

describe('export to spreadsheet through the mock server', () => {
  it('answers a link to a real .xlsx workbook', async () => {
    const response = await fetch(`${server.url}/api/chat/export-to-sheets`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...riley,
        userEmail: 'riley.planner@example.com',
        chatId: 'chat-seed-1',
        messageId: 'msg-seed-1-2',
        data: { summary: 'Two line items', line_items: [{ line_item_name: 'A', budget: 1000 }] },
      }),
    });
    expect(response.status).toBe(200);
    const { spreadsheetUrl } = (await response.json()) as { spreadsheetUrl: string };
    const workbook = await fetch(spreadsheetUrl);
    expect(workbook.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = new Uint8Array(await workbook.arrayBuffer());
    // An .xlsx file is a zip archive: it starts with "PK".
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
  });
});

const storedFiles = () => {
  const dir = join(dataDir, 'files');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
/**
 * A multipart upload of `size` bytes whose client sends `sendBytes` of its body, then goes away
 * once the server has taken the request in; resolves when the server is done with it.
 */
async function abandonedUpload(size: number, sendBytes: number): Promise<void> {
  const taken = server.requests.untilNextTaken();
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
      void taken.then(() => {
        call.destroy();
        resolve();
      });
    });
  });
  await server.requests.untilIdle();
}

describe('a cancelled upload', () => {
  it('stores nothing when the client leaves mid-body, and holds up no later write', async () => {
    const filesBefore = server.data.files.length;
    await abandonedUpload(2_000_000, 300_000);
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
      expect(server.data.files.length).toBe(filesBefore);
      expect(storedFiles()).toBe(storedBefore);
    } finally {
      server.faults.setRules([]);
    }
  });
});

describe('a batch of creatives on the disk, whole or not at all (issue 27)', () => {
  const creatives = () => `${server.url}/api/v2/campaigns/cmp-acme-media-1/upload-creatives`;
  const auth = () => ({ 'x-api-key': KEY, authorization: `Bearer ${token}` });
  /** Every file under the data directory's files and their staging area. */
  const onDisk = () =>
    [join(dataDir, 'files'), join(dataDir, 'files.staging')]
      .flatMap((dir) => (existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : []))
      .sort();

  function batch(creativeType: string, files: [name: string, bytes: Uint8Array][]): FormData {
    const form = new FormData();
    for (const [name, bytes] of files) form.append('files', new Blob([bytes.slice()]), name);
    form.set('subAction', creativeType);
    form.set('userId', riley.userId);
    form.set('accountId', riley.accountId);
    return form;
  }

  async function attachInChat(gcsPath: string) {
    return fetch(`${server.url}/api/chat`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ ...riley, message: 'Use it', file_metadata: [{ gcsPath, name: 'ok' }] }),
    });
  }

  beforeAll(async () => {
    // The campaign area is seeded on its first call and takes ids then: before the keys are foretold.
    const query = new URLSearchParams(riley);
    await fetch(`${server.url}/api/v2/campaigns/cmp-acme-media-1?${query}`, { headers: auth() });
  });

  const spreadsheet = new Uint8Array([80, 75, 3, 4]);
  const zip = () => new Uint8Array(readFileSync('mock-server/fixtures/creatives-spring-trail.zip'));
  const refusedBatches: [string, string, [string, Uint8Array][], string][] = [
    [
      '[ok.xlsx, bad.xlsm] with an empty bad.xlsm',
      'display-video',
      [
        ['ok.xlsx', spreadsheet],
        ['bad.xlsm', new Uint8Array()],
      ],
      'file is empty',
    ],
    [
      '[ok.zip, bad.zip] whose second ZIP does not open',
      'hosted-native',
      [
        ['ok.zip', zip()],
        ['bad.zip', spreadsheet],
      ],
      'bad.zip is not a readable ZIP file',
    ],
  ];
  for (const [about, creativeType, files, error] of refusedBatches) {
    it(`${about}: 400, nothing on disk, and the first file's gcsPath unknown to /api/chat`, async () => {
      const before = onDisk();
      const wouldBe = `creatives/${riley.accountId}/file-${server.data.sequence + 1}-${files[0]?.[0]}`;
      const refused = await fetch(creatives(), {
        method: 'POST',
        headers: auth(),
        body: batch(creativeType, files),
      });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(error);
      expect(onDisk()).toEqual(before);
      expect((await attachInChat(wouldBe)).status).toBe(400);
    });
  }

  it('stores the same first file alone under the foretold key, which the chat then attaches', async () => {
    const wouldBe = `creatives/${riley.accountId}/file-${server.data.sequence + 1}-ok.xlsx`;
    const stored = await fetch(creatives(), {
      method: 'POST',
      headers: auth(),
      body: batch('display-video', [['ok.xlsx', spreadsheet]]),
    });
    expect(stored.status).toBe(200);
    expect(onDisk()).toContain(join(dataDir, 'files', encodeURIComponent(wouldBe)));
    expect((await attachInChat(wouldBe)).status).toBe(200);
  });

  it('accepts creatives.xlsm alone (spec 2 §5)', async () => {
    const answer = await fetch(creatives(), {
      method: 'POST',
      headers: auth(),
      body: batch('display-video', [['creatives.xlsm', spreadsheet]]),
    });
    expect(answer.status).toBe(200);
  });
});
