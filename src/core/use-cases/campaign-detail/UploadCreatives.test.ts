import { describe, expect, it } from 'vitest';
import { aDv360Campaign } from '../../testing/campaign-fixtures';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { CREATIVE_TEXTS, UploadCreatives } from './UploadCreatives';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const file = (name: string) => ({ name, size: 1, type: '', data: new Blob(['x']) });
const request = {
  ctx,
  campaign: aDv360Campaign(),
  files: [file('creatives.xlsx')],
  creativeType: 'display-video',
  runProcessing: false,
  platformCampaignIds: ['cmp-a', 'cmp-b'],
};

describe('UploadCreatives', () => {
  it.each([
    [{ runProcessing: true }, CREATIVE_TEXTS.processing],
    [{ files: [] }, CREATIVE_TEXTS.noFiles],
    [{ files: [file('banner.zip')] }, 'Only .xlsx, .xls, .xlsm files are accepted: banner.zip'],
  ])('refuses %j without a call', async (change, text) => {
    const campaigns = new FakeCampaignPort();
    expect(await new UploadCreatives(campaigns).execute({ ...request, ...change })).toMatchObject({
      ok: false,
      kind: 'not-allowed',
      message: text,
    });
    expect(campaigns.calls).toEqual([]);
  });

  it("sends the files with the run's campaign ids and the advertiser", async () => {
    const campaigns = new FakeCampaignPort();
    campaigns.uploadAnswer = { uploadId: 'up-1', messageType: 'upload-creatives' };
    expect(await new UploadCreatives(campaigns).execute(request)).toMatchObject({
      ok: true,
      value: { uploadId: 'up-1' },
    });
    expect(campaigns.callsOf('uploadCreatives')[0]?.[1]).toMatchObject({
      subAction: 'display-video',
      extractedCampaignId: 'cmp-a',
      extractedCampaignIds: ['cmp-a', 'cmp-b'],
      extractedAdvertiserId: 'adv-9',
    });
  });
});
