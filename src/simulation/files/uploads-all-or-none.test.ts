import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBackend, RILEY } from '../testing/testBackend';
import type { StoredFile } from './FileStore';
import { MapFileStore } from './MapFileStore';

/** Issue 27: a batch of uploads is stored whole or not at all, in the memory profile's store. */
const CREATIVES = '/api/v2/campaigns/cmp-acme-media-1/upload-creatives';
const SPREADSHEET = new Uint8Array([80, 75, 3, 4, 20, 0]);

/** A store whose `failing` step fails on the second file of a batch, as a full disk would. */
class FailingStore extends MapFileStore {
  private calls = 0;

  constructor(private readonly failing: 'stage' | 'publish') {
    super();
  }

  private failOnSecond(step: 'stage' | 'publish'): void {
    if (step !== this.failing) return;
    this.calls += 1;
    if (this.calls === 2) throw new Error(`the ${step} of the second file failed`);
  }

  override async stage(key: string, file: StoredFile): Promise<void> {
    this.failOnSecond('stage');
    await super.stage(key, file);
  }

  override async publish(key: string): Promise<void> {
    this.failOnSecond('publish');
    await super.publish(key);
  }
}

async function asRiley(files?: MapFileStore) {
  const backend = createTestBackend(files ? { files } : {});
  const token = await backend.tokenFor('riley.planner@example.com');
  // The campaign area is seeded on its first call; seeding takes ids, so it happens before the test.
  await backend.call('GET', '/api/v2/campaigns/cmp-acme-media-1', { token, query: RILEY });
  return { backend, token };
}

function creativesForm(...files: [name: string, bytes: Uint8Array][]): FormData {
  return creativesFormOf('display-video', files);
}

function creativesFormOf(creativeType: string, files: [name: string, bytes: Uint8Array][]): FormData {
  const form = new FormData();
  for (const [name, bytes] of files) form.append('files', new File([bytes.slice()], name));
  form.append('subAction', creativeType);
  form.append('userId', RILEY.userId);
  form.append('accountId', RILEY.accountId);
  return form;
}

type Backend = Awaited<ReturnType<typeof asRiley>>['backend'];

/** What a refused or failed request must leave exactly as it was. */
const storeOf = (backend: Backend) => ({
  listing: backend.files.listing(),
  records: backend.data.files.map((file) => file.key),
});

/** The key the next stored creative of Acme gets (ids come from the data's sequence). */
const nextCreativeKey = (backend: Backend, name: string) =>
  `creatives/${RILEY.accountId}/file-${backend.data.sequence + 1}-${name}`;

async function attachInChat(backend: Backend, token: string, gcsPath: string) {
  return backend.call('POST', '/api/chat', {
    token,
    body: { ...RILEY, message: 'Use these creatives', file_metadata: [{ gcsPath, name: 'ok.xlsx' }] },
  });
}

// The first chat reading a spreadsheet loads the workbook reader: outside any test's time limit,
// which a busy machine would pass.
beforeAll(async () => {
  const { backend, token } = await asRiley();
  await backend.call('POST', CREATIVES, { token, form: creativesForm(['warm.xlsx', SPREADSHEET]) });
  await attachInChat(backend, token, backend.data.files.at(-1)?.key ?? '');
}, 120_000);

describe('upload-creatives stores a batch whole or not at all', () => {
  it('[ok.xlsx, bad.xlsm] with a refused bad.xlsm: 400, nothing stored, the gcsPath unknown to /api/chat', async () => {
    const { backend, token } = await asRiley();
    const before = storeOf(backend);
    const wouldBe = nextCreativeKey(backend, 'ok.xlsx');
    const form = creativesForm(['ok.xlsx', SPREADSHEET], ['bad.xlsm', new Uint8Array()]);
    const refused = await backend.call('POST', CREATIVES, { token, form });
    expect(refused).toMatchObject({ status: 400, json: { error: 'file is empty' } });
    expect(storeOf(backend)).toEqual(before);
    expect((await attachInChat(backend, token, wouldBe)).status).toBe(400);

    // The same file alone is stored under that very key, and the chat attaches it.
    const alone = await backend.call('POST', CREATIVES, {
      token,
      form: creativesForm(['ok.xlsx', SPREADSHEET]),
    });
    expect(alone.status).toBe(200);
    expect(backend.files.listing()).toContain(wouldBe);
    expect((await attachInChat(backend, token, wouldBe)).status).toBe(200);
  });

  it('refuses a batch with a file of a type the destination does not take, storing none of it', async () => {
    const { backend, token } = await asRiley();
    const before = storeOf(backend);
    const form = creativesForm(['ok.xlsx', SPREADSHEET], ['notes.docx', SPREADSHEET]);
    const refused = await backend.call('POST', CREATIVES, { token, form });
    expect(refused).toMatchObject({
      status: 400,
      json: { error: 'files[1] must be one of .xlsx, .xls, .xlsm' },
    });
    expect(storeOf(backend)).toEqual(before);
  });

  it('refuses [ok.zip, bad.zip] whose second ZIP does not open, storing none of it', async () => {
    const { backend, token } = await asRiley();
    const before = storeOf(backend);
    const zip = new Uint8Array(readFileSync('mock-server/fixtures/creatives-spring-trail.zip'));
    const form = creativesFormOf('hosted-native', [
      ['ok.zip', zip],
      ['bad.zip', SPREADSHEET],
    ]);
    const refused = await backend.call('POST', CREATIVES, { token, form });
    expect(refused).toMatchObject({ status: 400, json: { error: 'bad.zip is not a readable ZIP file' } });
    expect(storeOf(backend)).toEqual(before);
  });

  it('accepts creatives.xlsm alone (spec 2 §5: .xlsx, .xls and .xlsm)', async () => {
    const { backend, token } = await asRiley();
    const form = creativesForm(['creatives.xlsm', SPREADSHEET]);
    const answer = await backend.call('POST', CREATIVES, { token, form });
    expect(answer).toMatchObject({ status: 200, json: { messageType: 'assign-creatives' } });
    const stored = backend.data.files.find((file) => file.originalName === 'creatives.xlsm');
    expect(await backend.files.get(stored?.key ?? '')).toMatchObject({
      contentType: 'application/vnd.ms-excel.sheet.macroEnabled.12',
    });
  });

  for (const failing of ['stage', 'publish'] as const) {
    it(`leaves nothing, staged or stored, when the ${failing} of a batch's second file fails`, async () => {
      const { backend, token } = await asRiley(new FailingStore(failing));
      const before = storeOf(backend);
      const form = creativesForm(['one.xlsx', SPREADSHEET], ['two.xlsx', SPREADSHEET]);
      const failed = await backend.call('POST', CREATIVES, { token, form });
      expect(failed.status).toBe(500);
      expect(storeOf(backend)).toEqual(before);
    });
  }
});

function pdfForm(): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array([37, 80, 68, 70])], 'io.pdf'));
  form.append('userId', RILEY.userId);
  form.append('accountId', RILEY.accountId);
  return form;
}

describe('the chat upload stores its file whole or not at all', () => {
  it('leaves nothing when the write of the file fails', async () => {
    const failing = new (class extends MapFileStore {
      override async publish(): Promise<void> {
        throw new Error('the disk is full');
      }
    })();
    const { backend, token } = await asRiley(failing);
    const before = storeOf(backend);
    const failed = await backend.call('POST', '/api/upload', { token, form: pdfForm() });
    expect(failed.status).toBe(500);
    expect(storeOf(backend)).toEqual(before);
  });
});

describe('the routes that attach stored uploads refuse the whole list for one unknown file', () => {
  async function withStoredPdf() {
    const { backend, token } = await asRiley();
    const uploaded = await backend.call('POST', '/api/upload', { token, form: pdfForm() });
    const stored = (uploaded.json.data as { gcsPath: string }).gcsPath;
    const files = [
      { gcsPath: stored, name: 'io.pdf' },
      { gcsPath: 'uploads/acc-acme-media/file-0-elsewhere.pdf', name: 'elsewhere.pdf' },
    ];
    return { backend, token, files, before: storeOf(backend) };
  }

  it('POST /api/chat: 400 naming the file, no message, the store as it was', async () => {
    const { backend, token, files, before } = await withStoredPdf();
    const messages = backend.data.messages.length;
    const answer = await backend.call('POST', '/api/chat', {
      token,
      body: { ...RILEY, message: 'Process these', file_metadata: files },
    });
    expect(answer).toMatchObject({
      status: 400,
      json: { error: 'file_metadata[1].gcsPath names no uploaded file' },
    });
    expect(backend.data.messages).toHaveLength(messages);
    expect(storeOf(backend)).toEqual(before);
  });

  it('POST /api/v2/campaigns: 400 naming the file, no campaign, the store as it was', async () => {
    const { backend, token, files, before } = await withStoredPdf();
    const listed = () =>
      backend.call('GET', '/api/v2/campaigns', { token, query: { ...RILEY, search: 'All or nothing' } });
    const folderId = backend.data.campaignArea?.campaigns[0]?.folder_id;
    const answer = await backend.call('POST', '/api/v2/campaigns', {
      token,
      // A campaign's files are stored uploads as the upload answered them (no `name`: `originalName`).
      body: {
        ...RILEY,
        name: 'All or nothing',
        folderId,
        destination: 'facebook',
        files: files.map(({ gcsPath, name }) => ({ gcsPath, originalName: name })),
      },
    });
    expect(answer).toMatchObject({ status: 400, json: { error: 'files[1].gcsPath names no uploaded file' } });
    expect((await listed()).json.campaigns).toEqual([]);
    expect(storeOf(backend)).toEqual(before);
  });
});
