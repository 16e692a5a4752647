import { describe, expect, it } from 'vitest';
import { aCampaign } from '../../testing/campaign-fixtures';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { ManualClock } from '../../testing/ManualClock';
import { DownloadSdfFiles, SDF_SPACING_MS } from './DownloadCampaignFiles';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const files = [
  { gcsPath: 'sdf/a.csv', filename: 'a.csv' },
  { gcsPath: 'sdf/b.csv', filename: 'b.csv' },
];

describe('DownloadSdfFiles', () => {
  it('opens each file 500 ms after the previous one, then marks the campaign ready to launch', async () => {
    const campaigns = new FakeCampaignPort();
    campaigns.answers.set('fetchSdfDownloadUrl', 'https://files/sdf');
    const clock = new ManualClock();
    const opened: string[] = [];
    const downloading = new DownloadSdfFiles(campaigns.port, clock).execute({
      ctx,
      campaign: aCampaign(),
      files,
      open: (_url, name) => opened.push(name),
    });
    await clock.advance(0);
    expect(opened).toEqual(['a.csv']);
    await clock.advance(SDF_SPACING_MS);
    expect(await downloading).toEqual({ ok: true, value: 2 });
    expect(opened).toEqual(['a.csv', 'b.csv']);
    expect(campaigns.callsOf('updateCampaign')[0]?.[2]).toEqual({
      name: 'Spring',
      description: 'Spring flight',
      status: 'ready_to_launch',
    });
  });

  it('stops at the first address it cannot get, and changes no status', async () => {
    const campaigns = new FakeCampaignPort();
    campaigns.failing.add('fetchSdfDownloadUrl');
    const outcome = await new DownloadSdfFiles(campaigns.port, new ManualClock()).execute({
      ctx,
      campaign: aCampaign(),
      files,
      open: () => {},
    });
    expect(outcome.ok).toBe(false);
    expect(campaigns.callsOf('updateCampaign')).toEqual([]);
  });
});
