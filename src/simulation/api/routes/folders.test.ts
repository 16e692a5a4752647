import { beforeEach, describe, expect, it } from 'vitest';
import { RILEY, signedIn, type TestBackend } from '../../testing/testBackend';

const riley = RILEY;
const val = { userId: 'u-val-viewer', accountId: 'acc-globex-retail' };
let backend: TestBackend;
let token: string;

beforeEach(async () => {
  ({ backend, token } = await signedIn());
});

type FolderRow = { id: string; name: string; is_pinned: boolean; campaign_count: number };
const list = async (query: Record<string, string> = {}) => {
  const answer = await backend.call('GET', '/api/v2/folders', { token, query: { ...riley, ...query } });
  return answer.json as unknown as { folders: FolderRow[]; pagination: Record<string, unknown> };
};

describe('v2 folder routes', () => {
  it("lists the account's seeded folders, pinned first, with their campaign counts", async () => {
    const { folders, pagination } = await list();
    expect(folders[0]).toMatchObject({ name: 'Q4 Holiday', is_pinned: true });
    expect(folders.find((folder) => folder.name === 'Archive')?.campaign_count).toBe(0);
    expect(pagination).toMatchObject({ currentPage: 1, totalItems: 4, itemsPerPage: 10 });
  });

  it('searches, sorts and pages on the server', async () => {
    expect((await list({ search: 'spring' })).folders.map((folder) => folder.name)).toEqual([
      'Spring Launch',
    ]);
    const byName = await list({ sortBy: 'name', sortOrder: 'asc', limit: '2', page: '2' });
    expect(byName.folders.map((folder) => folder.name)).toEqual(['Archive', 'Spring Launch']); // pinned 'Q4 Holiday' leads page 1
    expect(byName.pagination).toMatchObject({
      currentPage: 2,
      totalPages: 2,
      hasPrevPage: true,
      hasNextPage: false,
    });
  });

  it('refuses a bad list query naming the field', async () => {
    const answer = await backend.call('GET', '/api/v2/folders', {
      token,
      query: { ...riley, sortBy: 'secret' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toContain('sortBy');
    const page = await backend.call('GET', '/api/v2/folders', { token, query: { ...riley, page: '0' } });
    expect(page.json.error).toBe('page must be a whole number of 1 or more');
  });

  it('creates (201), renames, pins and deletes a folder; refuses a blank name', async () => {
    const blank = await backend.call('POST', '/api/v2/folders', { token, body: { ...riley, name: '  ' } });
    expect(blank).toMatchObject({ status: 400, json: { error: 'name is required' } });
    const created = await backend.call('POST', '/api/v2/folders', {
      token,
      body: { ...riley, name: ' New one ' },
    });
    expect(created.status).toBe(201);
    const id = (created.json.folder as FolderRow).id;
    await backend.call('PUT', `/api/v2/folders/${id}`, { token, query: riley, body: { name: 'Renamed' } });
    await backend.call('PATCH', `/api/v2/folders/${id}`, { token, query: riley, body: { is_pinned: true } });
    expect((await list()).folders.filter((f) => f.is_pinned).map((f) => f.name)).toContain('Renamed');
    const removed = await backend.call('DELETE', `/api/v2/folders/${id}`, { token, query: riley });
    expect(removed.status).toBe(200);
    expect((await list()).folders.map((f) => f.name)).not.toContain('Renamed');
  });

  it('answers 409 with the spec text for a folder that holds campaigns', async () => {
    const { folders } = await list();
    const full = folders.find((folder) => folder.campaign_count > 0) as FolderRow;
    const answer = await backend.call('DELETE', `/api/v2/folders/${full.id}`, { token, query: riley });
    expect(answer).toMatchObject({
      status: 409,
      json: {
        error: 'Cannot delete folder that contains campaigns. Please move or delete the campaigns first.',
      },
    });
  });

  it("answers 403 for another account's folder and for a user without the create permission", async () => {
    const valToken = await backend.tokenFor('val.viewer@example.com');
    const globex = await backend.call('GET', '/api/v2/folders', { token: valToken, query: val });
    const globexFolder = (globex.json.folders as FolderRow[])[0] as FolderRow;
    const rename = await backend.call('PUT', `/api/v2/folders/${globexFolder.id}`, {
      token,
      query: riley,
      body: { name: 'Mine now' },
    });
    expect(rename.status).toBe(403);
    const create = await backend.call('POST', '/api/v2/folders', {
      token: valToken,
      body: { ...val, name: 'x' },
    });
    expect(create).toMatchObject({
      status: 403,
      json: { error: 'You do not have permission to create campaigns' },
    });
    const otherAccount = await backend.call('GET', '/api/v2/folders', {
      token,
      query: { ...riley, accountId: 'acc-globex-retail' },
    });
    expect(otherAccount.status).toBe(403);
    const spoofed = await backend.call('GET', '/api/v2/folders', { token, query: val });
    expect(spoofed.status).toBe(403);
  });
});
