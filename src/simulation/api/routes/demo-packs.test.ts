import { describe, expect, it } from 'vitest';
import { MapFileStore } from '../../files/MapFileStore';
import { buildSeed } from '../../seed/buildSeed';
import { createFakeAssistant } from '../../testing/fakeAssistant';
import { RILEY, signedIn, TEST_API_KEY, TEST_SECRET } from '../../testing/testBackend';
import { createDemoApi } from '../createDemoApi';

const PACK_IDS = ['fresh-start', 'launch-day', 'after-launch', 'rough-day', 'scale'];

describe('demo pack routes', () => {
  it('list the packs and which one the backend holds, with the api key only', async () => {
    const { backend } = await signedIn();
    const { status, json } = await backend.call('GET', '/api/demo/packs');
    expect(status).toBe(200);
    expect(json.current).toBe('fresh-start');
    const packs = json.packs as { id: string; name: string; description: string }[];
    expect(packs.map((pack) => pack.id)).toEqual(PACK_IDS);
    expect(packs.map((pack) => pack.name)).toEqual([
      'Fresh start',
      'Launch day',
      'After launch',
      'Rough day',
      'Scale',
    ]);
    expect(packs.every((pack) => pack.description.length > 0)).toBe(true);
    expect((await backend.call('GET', '/api/demo/packs', { apiKey: null })).status).toBe(401);
  });

  it('switch the whole data to another pack: a folder created before is gone after, the session goes on', async () => {
    const { backend, token } = await signedIn();
    const created = await backend.call('POST', '/api/v2/folders', {
      token,
      body: { ...RILEY, name: 'Made before' },
    });
    expect(created.status).toBe(201);
    const switched = await backend.call('POST', '/api/demo/packs/after-launch');
    expect(switched.status).toBe(200);
    expect(switched.json.current).toBe('after-launch');
    expect((await backend.call('GET', '/api/demo/packs')).json.current).toBe('after-launch');
    const folders = await backend.call('GET', '/api/v2/folders', { token, query: RILEY });
    expect(folders.status).toBe(200);
    const names = (folders.json.folders as { name: string }[]).map((folder) => folder.name);
    expect(names).not.toContain('Made before');
    const again = await backend.call('POST', '/api/demo/packs/fresh-start');
    expect(again.json.current).toBe('fresh-start');
  });

  it('make the pack for the prospect given, and answer it; none given: the demo agency in dollars', async () => {
    const { backend } = await signedIn();
    expect((await backend.call('GET', '/api/demo/packs')).json.prospect).toEqual({
      name: 'Acme Media',
      currency: 'USD',
    });
    const logo = `data:image/png;base64,${'A'.repeat(400)}`;
    const prospect = { name: 'Contoso Outdoor', currency: 'EUR', accent: '#1F7A4D', logo };
    const switched = await backend.call('POST', '/api/demo/packs/fresh-start', { body: { prospect } });
    expect(switched.status).toBe(200);
    const made = { ...prospect, accent: '#1f7a4d' };
    expect(switched.json.prospect).toEqual(made);
    expect((await backend.call('GET', '/api/demo/packs')).json.prospect).toEqual(made);
    expect(backend.data.accounts.map((account) => account.name)).toContain('Contoso Outdoor');
    await backend.call('POST', '/api/demo/packs/fresh-start');
    expect((await backend.call('GET', '/api/demo/packs')).json.prospect).toEqual({
      name: 'Acme Media',
      currency: 'USD',
    });
  });

  it("keep the files a pack's story uploaded in the backend's store, where the campaign's download opens them", async () => {
    const { backend, token } = await signedIn();
    await backend.call('POST', '/api/demo/packs/launch-day');
    const campaign = backend.data.campaignArea?.campaigns.find(
      (candidate) => candidate.name === 'Acme Toys Q4 Holiday TTD',
    );
    const io = campaign?.files.find((file) => file.originalName.endsWith('.pdf'));
    const link = await backend.call('GET', `/api/v2/campaigns/${campaign?.id}/files/${io?.id}/download`, {
      token,
      query: RILEY,
    });
    expect(link.status).toBe(200);
    const stored = await backend.files.get(io?.gcsPath ?? '');
    expect(new TextDecoder().decode(stored?.bytes.slice(0, 5))).toBe('%PDF-');
  });

  it.each([
    [{ currency: 'EUR' }, 'prospect.name is required'],
    [{ name: 'x'.repeat(81), currency: 'EUR' }, 'prospect.name is too long: the limit is 80 characters'],
    [{ name: 'Contoso', currency: 'JPY' }, 'prospect.currency must be one of USD, EUR, GBP, CAD, AUD'],
    [{ name: 'Contoso', currency: 'EUR', accent: 'green' }, 'prospect.accent must be a colour as #rrggbb'],
    [
      { name: 'Contoso', currency: 'EUR', logo: 'https://example.com/logo.png' },
      'prospect.logo must be a data: URL of a PNG, SVG or JPEG image',
    ],
    [
      { name: 'Contoso', currency: 'EUR', logo: `data:image/png;base64,${'A'.repeat(140_000)}` },
      'prospect.logo is too large: the limit is 100 kB',
    ],
  ])('refuse the prospect %j with 400 "%s", changing nothing', async (prospect, error) => {
    const { backend } = await signedIn();
    const before = JSON.stringify(backend.data);
    const refused = await backend.call('POST', '/api/demo/packs/after-launch', { body: { prospect } });
    expect(refused).toMatchObject({ status: 400, json: { error } });
    expect(JSON.stringify(backend.data)).toBe(before);
  });

  it('answer 404 naming every pack for an unknown one, and change nothing', async () => {
    const { backend } = await signedIn();
    const before = JSON.stringify(backend.data);
    const { status, json } = await backend.call('POST', '/api/demo/packs/big-day');
    expect(status).toBe(404);
    expect(json.error).toBe(`No demo pack "big-day"; the packs are: ${PACK_IDS.join(', ')}`);
    expect(JSON.stringify(backend.data)).toBe(before);
  });

  it('are not there outside demo mode (a backend serving beyond loopback)', async () => {
    const api = createDemoApi({
      data: buildSeed(),
      now: () => Date.now(),
      assistant: createFakeAssistant(),
      apiKey: TEST_API_KEY,
      tokenSecret: TEST_SECRET,
      speed: 1,
      files: new MapFileStore(),
      demoIdentity: false,
    });
    const headers = { 'x-api-key': TEST_API_KEY };
    const list = await api.handle(new Request('http://demo.test/api/demo/packs', { headers }));
    const change = await api.handle(
      new Request('http://demo.test/api/demo/packs/scale', { method: 'POST', headers }),
    );
    expect([list.status, change.status]).toEqual([404, 404]);
  });
});
