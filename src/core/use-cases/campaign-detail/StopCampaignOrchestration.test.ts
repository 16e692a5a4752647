import { describe, expect, it } from 'vitest';
import { aCampaign } from '../../testing/builders';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { FakeOrchestrationPort } from '../../testing/FakeOrchestrationPort';
import { SetCampaignStatus } from './SetCampaignStatus';
import { StopCampaignOrchestration } from './StopCampaignOrchestration';

const ctx = { userId: 'u-1', accountId: 'acc-1' };

function setup() {
  const campaign = aCampaign({ status: 'processing', advertiserId: 'adv-7', description: 'Spring' });
  const orchestration = new FakeOrchestrationPort();
  const campaigns = new FakeCampaignPort(campaign);
  const stop = new StopCampaignOrchestration(orchestration, new SetCampaignStatus(campaigns));
  return { campaign, orchestration, campaigns, stop };
}

describe('StopCampaignOrchestration', () => {
  it('stops the run, then records the campaign as stopped, keeping its other fields', async () => {
    const { campaign, orchestration, campaigns, stop } = setup();
    expect(await stop.execute({ ctx, campaign, messageId: 'run-1' })).toEqual({ ok: true, value: undefined });
    expect(orchestration.campaignStops).toEqual(['run-1']);
    expect(campaigns.callsOf('updateCampaign')).toEqual([
      ['cmp-1', { name: 'Spring Trail', description: 'Spring', status: 'stopped', advertiserId: 'adv-7' }],
    ]);
  });

  it('changes nothing when the backend does not stop the run', async () => {
    const { campaign, orchestration, campaigns, stop } = setup();
    orchestration.stopFails = true;
    expect(await stop.execute({ ctx, campaign, messageId: 'run-1' })).toMatchObject({
      ok: false,
      kind: 'unavailable',
    });
    expect(campaigns.callsOf('updateCampaign')).toEqual([]);
  });
});
