import { describe, expect, it } from 'vitest';
import { aDv360Campaign } from '../../testing/campaign-fixtures';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { SetCampaignStatus } from './SetCampaignStatus';

describe('SetCampaignStatus', () => {
  it('records the status with the name, description and advertiser the update needs', async () => {
    const campaign = aDv360Campaign();
    const campaigns = new FakeCampaignPort(campaign);
    const ctx = { userId: 'u-1', accountId: 'acc-1' };
    await new SetCampaignStatus(campaigns).execute({
      ctx,
      campaign,
      status: 'failed',
    });
    expect(campaigns.callsOf('updateCampaign')).toEqual([
      ['c-1', { name: 'Spring', description: 'Spring flight', status: 'failed', advertiserId: 'adv-9' }],
    ]);
  });
});
