import { insert } from '../data/collections';
import type { DemoData, DemoMessage } from '../data/types';
import { assistantWorkers } from '../orchestration/assistantWorkers';
import { RunEngine } from '../orchestration/RunEngine';
import { enabledChannelsOf } from '../users/enabledChannels';
import type { DemoCampaign } from './types';

const HOUR = 60 * 60 * 1000;

/**
 * A seeded YouTube via DV360 campaign whose run has finished and whose SDF files await download
 * (spec 2 §4.3), in an account that has YouTube enabled: the campaign page then offers "Download
 * SDF files". The run is the real engine's, started an hour before the seed and brought to its end,
 * so its files, links and stages are what a user's own run would give.
 */
export function seedAwaitingDownload(
  data: DemoData,
  campaign: DemoCampaign,
  owner: string,
  now: number,
): void {
  if (campaign.destination !== 'youtube-dv360') return;
  if (!enabledChannelsOf(data, campaign.account_id)['youtube-dv360']) return;
  const start = now - HOUR;
  const chatId = `chat-${campaign.id}-seed`;
  const at = new Date(start).toISOString();
  const text = `Launch campaign "${campaign.name}" on youtube-dv360`;
  const common = { chat_id: chatId, user_id: owner, account_id: campaign.account_id, timestamp: at };
  const request: DemoMessage = { ...common, id: `msg-${campaign.id}-seed-u`, type: 'user', content: text };
  const bot: DemoMessage = {
    ...common,
    id: `msg-${campaign.id}-seed-b`,
    type: 'bot',
    content: 'Sure. Processing campaign now.',
    action: 'fast-track-shell',
    subAction: 'youtube-dv360',
    sourceMessageId: request.id,
    status: 'processing',
  };
  insert(data, 'messages', request, bot);
  const engine = new RunEngine(data, assistantWorkers, 1);
  engine.start(
    {
      key: `campaign:${campaign.id}:seed`,
      messageId: bot.id,
      chatId,
      userId: owner,
      accountId: campaign.account_id,
      workflow: 'fast-track-shell',
      platform: 'youtube-dv360',
      seed: 9_100,
      input: {
        text,
        attachments: [],
        documentText: {},
        references: [],
        enabledChannels: enabledChannelsOf(data, campaign.account_id),
        outagePlatforms: [],
      },
      campaignId: campaign.id,
    },
    start,
  );
  const run = engine.read(bot.id, now);
  if (run?.status !== 'completed') return;
  campaign.status = 'awaiting_download';
  campaign.orchestration_chat_id = chatId;
  campaign.orchestration_message_id = bot.id;
  campaign.updated_at = new Date(run.finishedAt ?? now).toISOString();
}
