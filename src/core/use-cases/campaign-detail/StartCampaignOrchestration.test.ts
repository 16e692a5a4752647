import { describe, expect, it } from 'vitest';
import { START_TEXTS } from '../../domain/campaigns/files-rules';
import { aDv360Campaign } from '../../testing/campaign-fixtures';
import { FakeOrchestrationPort } from '../../testing/FakeOrchestrationPort';
import { StartCampaignOrchestration } from './StartCampaignOrchestration';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const template = {
  gcsPath: 'uploads/launch-template.json',
  publicUrl: '',
  originalName: 'launch-template.json',
};

describe('StartCampaignOrchestration', () => {
  it('needs an insertion order (PDF) and a launch template (JSON), saying which is missing', async () => {
    const orchestration = new FakeOrchestrationPort();
    const outcome = await new StartCampaignOrchestration(orchestration).execute({
      ctx,
      campaign: aDv360Campaign(),
      files: [template],
      existingFileNames: [],
    });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-allowed', message: START_TEXTS.pdfRequired });
    expect(orchestration.starts).toEqual([]);
  });

  it("counts the campaign's own files, and starts in the campaign's chat with its details", async () => {
    const orchestration = new FakeOrchestrationPort();
    orchestration.startAnswer = { chatId: 'chat-1', messageId: 'm-1' };
    const outcome = await new StartCampaignOrchestration(orchestration).execute({
      ctx,
      campaign: aDv360Campaign({ orchestrationChatId: 'chat-1' }),
      files: [template],
      existingFileNames: ['io.pdf'],
    });
    expect(outcome).toEqual({ ok: true, value: { chatId: 'chat-1', messageId: 'm-1' } });
    expect(orchestration.starts[0]).toMatchObject({
      platform: 'dv360',
      campaignId: 'c-1',
      chatId: 'chat-1',
      advertiserId: 'adv-9',
      metadata: { campaignName: 'Spring', folderName: 'Q2' },
    });
  });
});
