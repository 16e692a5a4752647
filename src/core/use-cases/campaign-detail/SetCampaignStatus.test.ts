import { describe, expect, it } from 'vitest';
import type { CampaignPort } from '../../ports/CampaignPort';
import { aDv360Campaign } from '../../testing/campaign-fixtures';
import { RecordingPort } from '../../testing/RecordingPort';
import { SetCampaignStatus } from './SetCampaignStatus';

describe('SetCampaignStatus', () => {
  it('records the status with the name, description and advertiser the update needs', async () => {
    const campaigns = new RecordingPort<CampaignPort>();
    const ctx = { userId: 'u-1', accountId: 'acc-1' };
    await new SetCampaignStatus(campaigns.port).execute({
      ctx,
      campaign: aDv360Campaign(),
      status: 'failed',
    });
    expect(campaigns.callsOf('updateCampaign')).toEqual([
      [ctx, 'c-1', { name: 'Spring', description: 'Spring flight', status: 'failed', advertiserId: 'adv-9' }],
    ]);
  });
});
