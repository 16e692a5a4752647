import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';

const rileyContext = { userId: 'u-riley-planner', accountId: 'acc-acme-media' };
let riley = rileyContext;
let backend: TestBackend;
let token: string;

beforeEach(async () => {
  riley = rileyContext;
  backend = createTestBackend({ speed: 10 });
  token = await backend.tokenFor('riley.planner@example.com');
});

async function upload(name: string, bytes: Uint8Array<ArrayBuffer>, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  form.append('userId', riley.userId);
  form.append('accountId', riley.accountId);
  return (await backend.call('POST', '/api/upload', { token, form })).json.data as { gcsPath: string };
}

const fixture = (name: string) =>
  new Uint8Array(readFileSync(`mock-server/fixtures/${name}`)) as Uint8Array<ArrayBuffer>;

async function folderId() {
  const answer = await backend.call('GET', '/api/v2/folders', { token, query: riley });
  return (answer.json.folders as { id: string }[])[0]?.id as string;
}

async function create(
  destination: string | string[],
  extra: Record<string, unknown> = {},
  withTemplate = true,
) {
  const io = await upload('io.pdf', fixture('io-northwind-spring-trail.pdf'));
  const template = withTemplate ? await upload('launch-template.json', fixture('launch-template.json')) : io;
  return backend.call('POST', '/api/v2/campaigns', {
    token,
    body: {
      ...riley,
      name: 'Spring Trail',
      folderId: await folderId(),
      destination,
      files: withTemplate ? [io, template] : [io],
      orchestration: { enabled: true, type: 'fast-track-shell', priority: 'normal', autoStart: true },
      ...extra,
    },
  });
}

const status = async (messageId: string) =>
  (await backend.call('GET', `/api/v2/orchestration/${messageId}/status`, { token })).json;

describe('campaign runs on the run engine', () => {
  it('analyses uploads: shell without creatives, the template platforms as a multi-platform hint', async () => {
    const template = await upload('launch-template.json', fixture('launch-template.json'));
    // What identifies a file to the analysis, as the app sends it: no addresses (spec 2 §7).
    const { gcsPath, originalName, size, type } = template as Record<string, unknown>;
    const answer = await backend.call('POST', '/api/v2/orchestration/analyze-files', {
      token,
      body: {
        ...riley,
        files: [{ gcsPath, originalName, size, type }],
        platform: 'facebook',
        context: { campaignName: 'x' },
      },
    });
    expect(answer.json).toMatchObject({
      recommendedType: 'fast-track-shell',
      multiPlatform: { isMultiPlatform: true, platforms: ['facebook', 'tiktok'], platformCount: 2 },
    });
  });

  it('creation starts a run that completes on the clock; the campaign then awaits creatives', async () => {
    const created = await create('facebook');
    expect(created.json).toMatchObject({ orchestration: { triggered: true } });
    const messageId = (created.json.orchestration as { messageId: string }).messageId;
    expect(await status(messageId)).toMatchObject({ status: 'processing' });
    backend.clock.now += 10 * 60_000;
    const done = await status(messageId);
    expect(done).toMatchObject({ status: 'completed', stepProgress: { creative: { status: 'skipped' } } });
    const campaign = await backend.call('GET', `/api/v2/campaigns/${created.json.id}`, {
      token,
      query: riley,
    });
    expect(campaign.json.campaign).toMatchObject({ status: 'awaiting_creatives' });
    const timeline = await backend.call('GET', `/api/v2/campaigns/${created.json.id}/messages`, {
      token,
      query: riley,
    });
    expect((timeline.json.messages as { message_type: string }[])[0]?.message_type).toBe('fast-track-shell');
  });

  it('stops a run: the campaign is stopped and the run never moves again', async () => {
    const created = await create('facebook');
    const messageId = (created.json.orchestration as { messageId: string }).messageId;
    const stop = await backend.call('POST', `/api/v2/orchestration/${messageId}/stop`, { token, body: {} });
    expect(stop.status).toBe(200);
    backend.clock.now += 10 * 60_000;
    expect(await status(messageId)).toMatchObject({ status: 'stopped' });
    const campaign = await backend.call('GET', `/api/v2/campaigns/${created.json.id}`, {
      token,
      query: riley,
    });
    expect(campaign.json.campaign).toMatchObject({ status: 'stopped' });
  });

  it("answers 403 for another account's run", async () => {
    const created = await create('facebook');
    const messageId = (created.json.orchestration as { messageId: string }).messageId;
    const val = await backend.tokenFor('val.viewer@example.com');
    const answer = await backend.call('GET', `/api/v2/orchestration/${messageId}/status`, { token: val });
    expect(answer.status).toBe(403);
  });

  it('uploads creatives: ZIP only for facebook, entries read, blocked while processing', async () => {
    const created = await create('facebook');
    const id = created.json.id as string;
    const send = async (name: string, bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.append('files', new File([bytes], name));
      form.append('subAction', 'display-video');
      form.append('userId', riley.userId);
      form.append('accountId', riley.accountId);
      return backend.call('POST', `/api/v2/campaigns/${id}/upload-creatives`, { token, form });
    };
    expect((await send('creatives.zip', fixture('creatives-spring-trail.zip'))).status).toBe(409);
    backend.clock.now += 10 * 60_000;
    await status((created.json.orchestration as { messageId: string }).messageId);
    expect((await send('sheet.xlsx', new Uint8Array([1]) as Uint8Array<ArrayBuffer>)).json.error).toBe(
      'files[0] must be one of .zip',
    );
    const ok = await send('creatives.zip', fixture('creatives-spring-trail.zip'));
    expect(ok.json).toMatchObject({ messageType: 'assign-creatives' });
    const timeline = await backend.call('GET', `/api/v2/campaigns/${id}/messages`, { token, query: riley });
    const upload = (timeline.json.messages as { message_type: string; content: string }[]).find(
      (message) => message.message_type === 'upload-creatives',
    );
    expect(upload?.content).toMatch(/creative\(s\): .+\.(jpg|png|mp4|gif)/i);
  });

  it('serves real SDF CSVs for a finished youtube-dv360 run', async () => {
    // Initech Auto (Alex) is the account with YouTube via DV360 enabled.
    riley = { userId: 'u-alex-admin', accountId: 'acc-initech-auto' };
    token = await backend.tokenFor('alex.admin@example.com');
    // The sample template budgets only social platforms, so this run works from the IO alone.
    const created = await create('youtube-dv360', { advertiserId: '123' }, false);
    backend.clock.now += 10 * 60_000;
    const run = await status((created.json.orchestration as { messageId: string }).messageId);
    const files = (run.apiResult as { uploaded_sdf_files: { gcs_path: string; filename: string }[] })
      .uploaded_sdf_files;
    expect(files).toHaveLength(4);
    const link = await backend.call('GET', `/api/v2/campaigns/${created.json.id}/sdf-files/download`, {
      token,
      query: { ...riley, gcsPath: files[0]?.gcs_path as string, filename: files[0]?.filename as string },
    });
    const url = new URL(link.json.publicUrl as string);
    const csv = await backend.api.handle(new Request(url));
    expect(await csv.text()).toMatch(/^Campaign Id,Advertiser Id,Name/);
  });
});
