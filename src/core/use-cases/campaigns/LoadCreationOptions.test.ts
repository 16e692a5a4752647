import { describe, expect, it } from 'vitest';
import { BackendError } from '../../domain/errors';
import { aFolder } from '../../testing/builders';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { FOLDER_CHOICES_LIMIT, LoadCreationOptions } from './LoadCreationOptions';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const folder = aFolder({ name: 'Spring', campaignCount: 2 });

function setup() {
  const campaigns = new FakeCampaignPort();
  campaigns.folders = [folder];
  const admin = new FakeAdminPort();
  return { campaigns, admin, load: new LoadCreationOptions(campaigns, admin.port) };
}

describe('LoadCreationOptions', () => {
  it("offers up to 100 folders by name and the account's multi-channels setting", async () => {
    const { campaigns, admin, load } = setup();
    admin.answers.set('listAccountSettings', [
      { key: 'default-currency', value: 'EUR' },
      { key: 'multi-channels', value: 'facebook, dv360,' },
    ]);
    expect(await load.execute({ ctx })).toEqual({
      ok: true,
      value: { folders: [folder], multiChannels: ['facebook', 'dv360'] },
    });
    expect(campaigns.callsOf('listFolders')).toEqual([
      [{ sortBy: 'name', sortOrder: 'asc', page: 1, limit: FOLDER_CHOICES_LIMIT }],
    ]);
    expect(admin.callsOf('listAccountSettings')).toEqual([['u-1', 'acc-1']]);
  });

  it('reads settings it cannot get as none: the form still works in single mode', async () => {
    const { admin, load } = setup();
    admin.failing.add('listAccountSettings');
    expect(await load.execute({ ctx })).toMatchObject({ ok: true, value: { multiChannels: [] } });
    const noAccount = await load.execute({ ctx: { userId: 'u-1', accountId: null } });
    expect(noAccount).toMatchObject({ ok: true, value: { multiChannels: [] } });
  });

  it('fails when the folders cannot be read', async () => {
    const { campaigns, load } = setup();
    campaigns.failing.set('listFolders', new BackendError('refused', 'Forbidden'));
    expect(await load.execute({ ctx })).toMatchObject({ ok: false, kind: 'refused' });
  });
});
