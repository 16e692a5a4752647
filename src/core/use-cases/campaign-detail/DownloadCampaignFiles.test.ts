import { describe, expect, it } from 'vitest';
import { BackendError } from '../../domain/errors';
import { aCampaign } from '../../testing/builders';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { ManualClock, settle } from '../../testing/ManualClock';
import { DownloadSdfFiles, SDF_SPACING_MS } from './DownloadCampaignFiles';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const sdf = (filename: string) => ({ gcsPath: `sdf/${filename}`, filename });

function setup() {
  const campaign = aCampaign({ destination: 'youtube-dv360', status: 'awaiting_download' });
  const campaigns = new FakeCampaignPort(campaign);
  const clock = new ManualClock();
  const saved: { at: number; name: string; text: Promise<string> }[] = [];
  const save = (file: Blob, name: string) => saved.push({ at: clock.now(), name, text: file.text() });
  return { campaign, campaigns, clock, saved, save, download: new DownloadSdfFiles(campaigns, clock) };
}

describe('DownloadSdfFiles', () => {
  it('saves each SDF file under its name, 500 ms after the previous one, then marks the campaign ready to launch', async () => {
    const { campaign, campaigns, clock, saved, save, download } = setup();
    const done = download.execute({ ctx, campaign, files: [sdf('campaigns.csv'), sdf('ads.csv')], save });
    await settle();
    await clock.advance(SDF_SPACING_MS);
    expect(await done).toEqual({ ok: true, value: 2 });
    const start = saved[0]?.at ?? 0;
    expect(saved.map(({ at, name }) => [at - start, name])).toEqual([
      [0, 'campaigns.csv'],
      [SDF_SPACING_MS, 'ads.csv'],
    ]);
    expect(await saved[1]?.text).toBe('the file at https://files.example/ads.csv');
    expect(campaigns.campaigns.get(campaign.id)?.status).toBe('ready_to_launch');
  });

  it.each([
    ['a file it cannot fetch', 'downloadFile'],
    ['the first address it cannot get', 'fetchSdfDownloadUrl'],
  ] as const)('stops at %s, leaving the campaign as it was', async (_what, failing) => {
    const { campaign, campaigns, saved, save, download } = setup();
    campaigns.failing.set(failing, new BackendError('unavailable', 'down'));
    const done = await download.execute({ ctx, campaign, files: [sdf('campaigns.csv')], save });
    expect(done).toMatchObject({ ok: false, kind: 'unavailable' });
    expect(saved).toEqual([]);
    expect(campaigns.callsOf('updateCampaign')).toEqual([]);
  });
});
