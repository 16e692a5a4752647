import { describe, expect, it } from 'vitest';
import { BackendError } from '../../domain/errors';
import { aCampaign, FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { ManualClock } from '../../testing/ManualClock';
import { DownloadSdfFiles, SDF_SPACING_MS } from './DownloadCampaignFiles';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const sdf = (filename: string) => ({ gcsPath: `sdf/${filename}`, filename });

function setup() {
  const campaign = aCampaign({ destination: 'youtube-dv360', status: 'awaiting_download' });
  const campaigns = new FakeCampaignPort(campaign);
  const clock = new ManualClock();
  const opened: { at: number; url: string }[] = [];
  const open = (url: string) => opened.push({ at: clock.now(), url });
  return { campaign, campaigns, clock, opened, open, download: new DownloadSdfFiles(campaigns, clock) };
}

describe('DownloadSdfFiles', () => {
  it('opens each SDF file 500 ms after the previous one, then marks the campaign ready to launch', async () => {
    const { campaign, campaigns, clock, opened, open, download } = setup();
    const done = download.execute({ ctx, campaign, files: [sdf('campaigns.csv'), sdf('ads.csv')], open });
    await clock.advance(SDF_SPACING_MS);
    expect(await done).toEqual({ ok: true, value: 2 });
    const start = opened[0]?.at ?? 0;
    expect(opened.map(({ at, url }) => [at - start, url])).toEqual([
      [0, 'https://files.example/campaigns.csv'],
      [SDF_SPACING_MS, 'https://files.example/ads.csv'],
    ]);
    expect(campaigns.campaigns.get(campaign.id)?.status).toBe('ready_to_launch');
  });

  it('stops at the first address it cannot get, leaving the campaign as it was', async () => {
    const { campaign, campaigns, opened, open, download } = setup();
    campaigns.failing.set('fetchSdfDownloadUrl', new BackendError('unavailable', 'down'));
    const done = await download.execute({ ctx, campaign, files: [sdf('campaigns.csv')], open });
    expect(done).toMatchObject({ ok: false, kind: 'unavailable' });
    expect(opened).toEqual([]);
    expect(campaigns.callsOf('updateCampaign')).toEqual([]);
  });
});
