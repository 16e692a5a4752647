import { describe, expect, it } from 'vitest';
import { FOLDER_HOLDS_CAMPAIGNS } from '../../domain/campaigns/list-rules';
import { BackendError } from '../../domain/errors';
import { aFolder } from '../../testing/builders';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { DeleteFolder } from './DeleteFolder';

const ctx = { userId: 'u-1', accountId: 'acc-1' };

describe('DeleteFolder', () => {
  it('keeps a folder that holds campaigns without asking the server', async () => {
    const campaigns = new FakeCampaignPort();
    const outcome = await new DeleteFolder(campaigns).execute({ ctx, folder: aFolder({ campaignCount: 2 }) });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-allowed', message: FOLDER_HOLDS_CAMPAIGNS });
    expect(campaigns.calls).toEqual([]);
  });

  it('deletes an empty folder, and answers a refusal as rejected', async () => {
    const campaigns = new FakeCampaignPort();
    const remove = new DeleteFolder(campaigns);
    expect(await remove.execute({ ctx, folder: aFolder({ id: 'f-1', campaignCount: 0 }) })).toEqual({
      ok: true,
      value: undefined,
    });
    campaigns.failing.set('deleteFolder', new BackendError('rejected', FOLDER_HOLDS_CAMPAIGNS));
    expect(await remove.execute({ ctx, folder: aFolder({ id: 'f-2', campaignCount: 0 }) })).toMatchObject({
      ok: false,
      kind: 'rejected',
    });
  });
});
