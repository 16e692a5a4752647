import { describe, expect, it } from 'vitest';
import { BackendError } from '../../domain/errors';
import { aCampaign, aFolder } from '../../testing/builders';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { PLACES_PER_SEARCH, SearchPlaces } from './SearchPlaces';

const ctx = { userId: 'u1', accountId: 'acc-1' };

describe('SearchPlaces', () => {
  it("asks the backend's search of both lists and answers names and ids", async () => {
    const port = new FakeCampaignPort(aCampaign({ id: 'c1', name: 'Q4 Launch' }));
    port.folders = [aFolder({ id: 'f1', name: 'Q4 Holiday' })];
    const found = await new SearchPlaces(port).execute({ ctx, search: 'q4' });
    expect(found).toEqual({
      ok: true,
      value: { campaigns: [{ id: 'c1', name: 'Q4 Launch' }], folders: [{ id: 'f1', name: 'Q4 Holiday' }] },
    });
    const asked = { search: 'q4', page: 1, limit: PLACES_PER_SEARCH };
    expect(port.callsOf('listCampaigns')).toEqual([[asked]]);
    expect(port.callsOf('listFolders')).toEqual([[asked]]);
  });

  it('fails as the backend did', async () => {
    const port = new FakeCampaignPort();
    port.failing.set('listFolders', new BackendError('unavailable', 'down'));
    const found = await new SearchPlaces(port).execute({ ctx, search: 'q4' });
    expect(found.ok).toBe(false);
  });
});
