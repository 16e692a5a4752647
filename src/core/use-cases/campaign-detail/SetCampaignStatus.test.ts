import { describe, expect, it } from 'vitest';
import { aCampaign } from '../../testing/campaign-fixtures';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { SetCampaignStatus } from './SetCampaignStatus';

describe('SetCampaignStatus', () => {
  it('records the status with the name, description and advertiser the update needs', async () => {
    const campaigns = new FakeCampaignPort();
    const ctx = { userId: 'u-1', accountId: 'acc-1' };
    await new SetCampaignStatus(campaigns.port).execute({ ctx, campaign: aCampaign(), status: 'failed' });
    expect(campaigns.callsOf('updateCampaign')).toEqual([
      [ctx, 'c-1', { name: 'Spring', description: 'Spring flight', status: 'failed', advertiserId: 'adv-9' }],
    ]);
  });
});
