import { beforeEach, describe, expect, it } from 'vitest';
import { RILEY, signedIn, type TestBackend } from '../../testing/testBackend';

const riley = RILEY;
const alexScale = { userId: 'u-alex-admin', accountId: 'acc-scale-test' };
let backend: TestBackend;
let token: string;

beforeEach(async () => {
  ({ backend, token } = await signedIn());
});

type Row = {
  id: string;
  name: string;
  status: string;
  destination: string;
  is_pinned: boolean;
  folder_id: string;
};
const list = async (query: Record<string, string> = {}, as = riley, bearer = token) => {
  const answer = await backend.call('GET', '/api/v2/campaigns', {
    token: bearer,
    query: { ...as, ...query },
  });
  return answer.json as unknown as { campaigns: Row[]; pagination: Record<string, number> };
};

async function upload(name: string) {
  const form = new FormData();
  form.append('file', new File(['%PDF-1.4 demo'], name, { type: 'application/pdf' }));
  form.append('userId', riley.userId);
  form.append('accountId', riley.accountId);
  const answer = await backend.call('POST', '/api/upload', { token, form });
  return answer.json.data as { gcsPath: string; originalName: string; size: number; type: string };
}

describe('v2 campaign routes', () => {
  it('lists a campaign per destination in every status, pinned first, newest first', async () => {
    const { campaigns, pagination } = await list({ limit: '50' });
    expect(pagination.totalItems).toBe(12);
    expect(new Set(campaigns.map((c) => c.destination)).size).toBe(12);
    expect(new Set(campaigns.map((c) => c.status))).toEqual(
      new Set([
        'draft',
        'awaiting_creatives',
        'ready_to_launch',
        'awaiting_download',
        'live',
        'processing',
        'completed',
        'failed',
        'stopped',
      ]),
    );
    expect(campaigns[0]?.is_pinned).toBe(true);
  });

  it('filters by folder and search, sorts by any column', async () => {
    const all = await list({ limit: '50' });
    const folderId = all.campaigns[0]?.folder_id as string;
    const inFolder = await list({ folderId, limit: '50' });
    expect(inFolder.campaigns.every((c) => c.folder_id === folderId)).toBe(true);
    const found = await list({ search: 'REDDIT' });
    expect(found.campaigns.map((c) => c.destination)).toEqual(['reddit']);
    const byName = await list({ sortBy: 'name', sortOrder: 'asc', limit: '50' });
    const unpinned = byName.campaigns.filter((c) => !c.is_pinned).map((c) => c.name.toLowerCase());
    expect(unpinned).toEqual([...unpinned].sort());
  });

  it('creates a campaign from uploaded files, 400 naming the field on a bad body', async () => {
    const file = await upload('io.pdf');
    const folderId = (await list()).campaigns[0]?.folder_id as string;
    const base = { ...riley, name: 'Holiday', folderId, destination: 'facebook', files: [file] };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'name is required'],
      [{ folderId: '' }, 'folderId is required'],
      [{ destination: [] }, 'destination is required'],
      [{ destination: 'dv360' }, 'advertiserId is required for dv360'],
      [{ destination: 'reddit' }, 'profileId is required for reddit'],
      [{ files: [] }, 'files must list at least one uploaded file'],
      [{ files: [{ gcsPath: 'uploads/nowhere' }] }, 'files[0].gcsPath names no uploaded file'],
    ];
    for (const [change, error] of cases) {
      const answer = await backend.call('POST', '/api/v2/campaigns', { token, body: { ...base, ...change } });
      expect({ status: answer.status, error: answer.json.error }).toEqual({ status: 400, error });
    }
    const created = await backend.call('POST', '/api/v2/campaigns', { token, body: base });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ name: 'Holiday', destination: 'facebook', status: 'draft' });
    const detail = await backend.call('GET', `/api/v2/campaigns/${created.json.id}`, { token, query: riley });
    expect(detail.json.campaign).toMatchObject({ files: [{ original_name: 'io.pdf' }] });
  });

  it('creates one campaign per destination in multi-channel mode', async () => {
    const file = await upload('io.pdf');
    const folderId = (await list()).campaigns[0]?.folder_id as string;
    const answer = await backend.call('POST', '/api/v2/campaigns', {
      token,
      body: { ...riley, name: 'Multi', folderId, destination: ['facebook', 'tiktok'], files: [file] },
    });
    expect(answer.json).toMatchObject({ multiPlatform: true, summary: { total: 2, created: 2, failed: 0 } });
  });

  it('renames, pins, updates the status and deletes; 403 for another account and for Val', async () => {
    const [first] = (await list()).campaigns as [Row];
    await backend.call('PUT', `/api/v2/campaigns/${first.id}`, {
      token,
      body: { ...riley, name: 'Renamed', status: 'live' },
    });
    await backend.call('PATCH', `/api/v2/campaigns/${first.id}`, {
      token,
      query: riley,
      body: { is_pinned: false },
    });
    const bad = await backend.call('PUT', `/api/v2/campaigns/${first.id}`, {
      token,
      body: { ...riley, status: 'weird' },
    });
    expect(bad.status).toBe(400);
    const valToken = await backend.tokenFor('val.viewer@example.com');
    const val = { userId: 'u-val-viewer', accountId: 'acc-globex-retail' };
    const [globex] = (await list({}, val, valToken)).campaigns as [Row];
    expect(
      (await backend.call('GET', `/api/v2/campaigns/${globex.id}`, { token, query: riley })).status,
    ).toBe(403);
    expect(
      (await backend.call('DELETE', `/api/v2/campaigns/${globex.id}`, { token, query: riley })).status,
    ).toBe(403);
    expect(
      (await backend.call('DELETE', `/api/v2/campaigns/${globex.id}`, { token: valToken, query: val }))
        .status,
    ).toBe(403);
    expect((await backend.call('GET', '/api/v2/campaigns/cmp-none', { token, query: riley })).status).toBe(
      404,
    );
    expect(
      (await backend.call('DELETE', `/api/v2/campaigns/${first.id}`, { token, query: riley })).status,
    ).toBe(200);
    expect((await list({ limit: '50' })).campaigns.map((c) => c.name)).not.toContain('Renamed');
  });

  it("moves campaigns to another folder, one or several; another account's campaign or folder moves nothing", async () => {
    const before = await list();
    const [first, second] = before.campaigns;
    if (!first || !second) throw new Error('no campaigns');
    const one = await backend.call('PUT', `/api/v2/campaigns/${first.id}`, {
      token,
      body: { ...riley, folderId: 'fld-acme-media-4' },
    });
    expect(one.json.campaign).toMatchObject({ id: first.id, folder_id: 'fld-acme-media-4' });
    const both = await backend.call('POST', '/api/v2/campaigns/move', {
      token,
      body: { ...riley, campaignIds: [first.id, second.id], folderId: 'fld-acme-media-3' },
    });
    expect(both.json).toMatchObject({ moved: 2 });
    const inFolder = await list({ folderId: 'fld-acme-media-3', limit: '100' });
    expect(inFolder.campaigns.map((row) => row.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    await list(
      {},
      { userId: 'u-alex-admin', accountId: 'acc-globex-retail' },
      await backend.tokenFor('alex.admin@example.com'),
    );
    const foreignFolder = await backend.call('POST', '/api/v2/campaigns/move', {
      token,
      body: { ...riley, campaignIds: [first.id], folderId: 'fld-globex-retail-1' },
    });
    expect(foreignFolder.status).toBe(403);
    const mixed = await backend.call('POST', '/api/v2/campaigns/move', {
      token,
      body: { ...riley, campaignIds: [second.id, 'cmp-globex-retail-1'], folderId: 'fld-acme-media-1' },
    });
    expect(mixed.status).toBe(403);
    const after = await list({ folderId: 'fld-acme-media-3', limit: '100' });
    expect(after.campaigns.map((row) => row.id)).toContain(second.id);
  });

  // How fast a page comes is the bench's figure (scripts/bench/campaign-list.ts), not a unit test's.
  it('serves the Scale Test account: 10,000 campaigns in 200 folders, searched deep into its pages', async () => {
    const alex = await backend.tokenFor('alex.admin@example.com');
    const first = await list({}, alexScale, alex);
    expect(first.pagination).toMatchObject({ totalItems: 10_000, totalPages: 1000 });
    const page = await list(
      { page: '500', sortBy: 'name', sortOrder: 'asc', search: 'north' },
      alexScale,
      alex,
    );
    expect(page.campaigns.length).toBeGreaterThan(0);
    expect(page.campaigns.filter((row) => !row.name.toLowerCase().includes('north'))).toEqual([]);
    const folders = await backend.call('GET', '/api/v2/folders', { token: alex, query: alexScale });
    expect((folders.json.pagination as Record<string, number>).totalItems).toBe(200);
  });
});
