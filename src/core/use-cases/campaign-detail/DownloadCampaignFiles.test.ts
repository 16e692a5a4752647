import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../domain/campaign';
import type { CampaignPort } from '../../ports/CampaignPort';
import { ManualClock, settle } from '../../testing/ManualClock';
import { DownloadSdfFiles, SDF_SPACING_MS } from './DownloadCampaignFiles';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const campaign = {
  id: 'cmp-1',
  name: 'Summer Nights',
  description: '',
  status: 'awaiting_download',
} as Campaign;
const files = ['SDF-Campaigns.csv', 'SDF-LineItems.csv'].map((filename) => ({
  gcsPath: `sdf/1/${filename}`,
  filename,
}));

function fakePort(failOn?: string) {
  const calls: string[] = [];
  const port = {
    fetchSdfDownloadUrl: async (_ctx: unknown, _id: string, file: { filename: string }) =>
      `https://files/${file.filename}`,
    downloadFile: async (url: string) => {
      if (failOn && url.endsWith(failOn)) throw new Error('gone');
      calls.push(`download ${url}`);
      return new Blob([url]);
    },
    updateCampaign: async (_ctx: unknown, _id: string, update: { status?: string }) => {
      calls.push(`status ${update.status}`);
    },
  } as unknown as CampaignPort;
  return { port, calls };
}

describe('DownloadSdfFiles (spec 2 §4.3, §9)', () => {
  it('saves every file under its name, one after the other, then makes the campaign ready to launch', async () => {
    const clock = new ManualClock();
    const { port, calls } = fakePort();
    const saved: { name: string; at: number }[] = [];
    const done = new DownloadSdfFiles(port, clock).execute({
      ctx,
      campaign,
      files,
      save: (_file, name) => saved.push({ name, at: clock.now() }),
    });
    await settle();
    await clock.advance(SDF_SPACING_MS);

    expect(await done).toEqual({ ok: true, value: 2 });
    expect(saved.map((file) => file.name)).toEqual(['SDF-Campaigns.csv', 'SDF-LineItems.csv']);
    expect((saved[1]?.at ?? 0) - (saved[0]?.at ?? 0)).toBe(SDF_SPACING_MS);
    expect(calls.at(-1)).toBe('status ready_to_launch');
  });

  it('stops at a file that cannot be fetched and leaves the campaign as it was', async () => {
    const clock = new ManualClock();
    const { port, calls } = fakePort('SDF-LineItems.csv');
    const done = new DownloadSdfFiles(port, clock).execute({ ctx, campaign, files, save: () => {} });
    await settle();
    await clock.advance(SDF_SPACING_MS);

    expect((await done).ok).toBe(false);
    expect(calls).not.toContain('status ready_to_launch');
  });
});
