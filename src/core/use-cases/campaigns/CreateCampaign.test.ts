import { describe, expect, it } from 'vitest';
import { CREATION_TEXTS } from '../../domain/campaigns/creation-rules';
import type { UploadedFile } from '../../domain/message';
import { aCreationForm } from '../../testing/campaign-fixtures';
import { FakeCampaignPort } from '../../testing/FakeCampaignPort';
import { CreateCampaign } from './CreateCampaign';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const form = aCreationForm({ name: ' Spring launch ' });
const io: UploadedFile = {
  gcsPath: 'uploads/io.pdf',
  publicUrl: '',
  originalName: 'io.pdf',
  size: 10,
  type: 'application/pdf',
};

describe('CreateCampaign', () => {
  it("refuses a form that breaks a rule, in the spec's words, sending nothing", async () => {
    const campaigns = new FakeCampaignPort();
    const outcome = await new CreateCampaign(campaigns).execute({ ctx, form, files: [] });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-allowed', message: CREATION_TEXTS.noFiles });
    expect(campaigns.calls).toEqual([]);
  });

  it('creates one campaign per destination and starts its run with the recommended workflow', async () => {
    const campaigns = new FakeCampaignPort();
    campaigns.creationAnswer = { id: 'c-1', name: 'Spring launch', orchestration: { triggered: true } };
    const outcome = await new CreateCampaign(campaigns).execute({
      ctx,
      form: { ...form, multiChannel: true, destinations: ['facebook', 'tiktok'] },
      files: [io],
      recommendedType: 'fast-track',
    });
    expect(outcome).toMatchObject({
      ok: true,
      value: { kind: 'single', id: 'c-1', orchestrationStarted: true },
    });
    expect(campaigns.callsOf('createCampaign')[0]?.[0]).toMatchObject({
      name: 'Spring launch',
      destination: ['facebook', 'tiktok'],
      orchestration: { enabled: true, type: 'fast-track', priority: 'normal', autoStart: true },
    });
  });

  it('starts fast-track-shell when nothing was recommended, and refuses an answer of unknown shape', async () => {
    const campaigns = new FakeCampaignPort();
    campaigns.creationAnswer = { unexpected: true };
    const outcome = await new CreateCampaign(campaigns).execute({ ctx, form, files: [io] });
    expect(campaigns.callsOf('createCampaign')[0]?.[0]).toMatchObject({
      destination: 'facebook',
      orchestration: { type: 'fast-track-shell' },
    });
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable' });
  });
});
