import { describe, expect, it } from 'vitest';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { FOLDER_CHOICES_LIMIT, LoadCreationOptions } from './LoadCreationOptions';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const page = { items: [{ id: 'f-1', name: 'Q2' }], pagination: {} };

describe('LoadCreationOptions', () => {
  it('offers up to 100 folders by name and the multi-channels setting', async () => {
    const campaigns = new FakeCampaignPort();
    const admin = new FakeAdminPort();
    campaigns.answers.set('listFolders', page);
    admin.answers.set('listAccountSettings', [
      { id: 's', key: 'multi-channels', value: 'facebook, dv360', createdAt: '', updatedAt: '' },
    ]);
    const outcome = await new LoadCreationOptions(campaigns.port, admin.port).execute({ ctx });
    expect(outcome).toEqual({
      ok: true,
      value: { folders: page.items, multiChannels: ['facebook', 'dv360'] },
    });
    expect(campaigns.callsOf('listFolders')[0]?.[1]).toMatchObject({
      sortBy: 'name',
      limit: FOLDER_CHOICES_LIMIT,
    });
  });

  it('keeps the single mode when the setting cannot be read, and fails without folders', async () => {
    const campaigns = new FakeCampaignPort();
    const admin = new FakeAdminPort();
    campaigns.answers.set('listFolders', page);
    admin.failing.add('listAccountSettings');
    const options = new LoadCreationOptions(campaigns.port, admin.port);
    expect(await options.execute({ ctx })).toMatchObject({ ok: true, value: { multiChannels: [] } });
    campaigns.failing.add('listFolders');
    expect(await options.execute({ ctx })).toMatchObject({ ok: false });
  });
});
