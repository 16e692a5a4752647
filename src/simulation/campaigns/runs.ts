import type { WorkflowType } from '../../core/domain/orchestration';
import { documentTextOf } from '../chat/assistantInput';
import { insert } from '../data/collections';
import { nextId } from '../data/ids';
import { replaceContent } from '../data/transaction';
import type { DemoFileMetadata, DemoMessage } from '../data/types';
import type { RouteContext } from '../kernel/context';
import { runEngineOf } from '../kernel/run-engine';
import { outagePlatformsOf } from '../orchestration/chat-runs';
import { enabledChannelsOf } from '../users/enabledChannels';
import { areaChanged } from './area';
import type { AreaCaller } from './caller';
import type { DemoCampaign, DemoCampaignFile } from './types';

export interface StartedRun {
  chatId: string;
  messageId: string;
}

const WORKFLOWS: readonly WorkflowType[] = ['fast-track', 'fast-track-shell', 'salesforce-orchestration'];
const CREATIVE_FILE = /\.(zip|xlsx|xls|xlsm|txt)$/i;

/**
 * The workflow for a campaign's files (spec 2 §3: inferred from whether a creative file exists):
 * creatives present make a full fast-track, otherwise the shell variant that skips creatives.
 */
export function recommendedWorkflow(files: readonly { originalName: string }[]): WorkflowType {
  return files.some((file) => CREATIVE_FILE.test(file.originalName)) ? 'fast-track' : 'fast-track-shell';
}

export function workflowOf(type: string | undefined, files: readonly DemoCampaignFile[]): WorkflowType {
  return WORKFLOWS.find((known) => known === type) ?? recommendedWorkflow(files);
}

const attachmentsOf = (files: readonly Omit<DemoCampaignFile, 'id'>[]): DemoFileMetadata[] =>
  files.map((file) => ({ name: file.originalName, size: file.size, type: file.type, gcsPath: file.gcsPath }));

/** What a run of these files reads before it starts (their text): read before the request commits. */
export function runDocumentText(ctx: RouteContext, files: readonly Omit<DemoCampaignFile, 'id'>[]) {
  return documentTextOf(ctx.deps, attachmentsOf(files));
}

/**
 * Starts a run of the demo backend's run engine (the chat's own engine, not a second one) for a
 * campaign: a chat of its own holds the request and the acknowledgement that takes the result,
 * and the campaign records the run and turns to processing. Part of a commit: it only changes.
 */
export function startCampaignRun(
  ctx: RouteContext,
  caller: AreaCaller,
  campaign: DemoCampaign,
  run: { type: string | undefined; message?: string | undefined; documentText: Record<string, string> },
): StartedRun {
  const workflow = workflowOf(run.type, campaign.files);
  const attachments = attachmentsOf(campaign.files);
  const text = run.message?.trim() || `Launch campaign "${campaign.name}" on ${campaign.destination}`;
  const documentText = run.documentText;
  // The run's messages live in a chat of the campaign's own, kept out of the user's chat list.
  const chat = {
    id: `chat-${campaign.id}-${nextId(ctx.data, 'run')}`,
    user_id: caller.actor.id,
    account_id: caller.accountId,
  };
  const at = new Date(ctx.now).toISOString();
  const request: DemoMessage = {
    id: nextId(ctx.data, 'msg'),
    chat_id: chat.id,
    user_id: chat.user_id,
    account_id: chat.account_id,
    type: 'user',
    content: text,
    timestamp: at,
    ...(attachments.length ? { file_metadata: attachments } : {}),
  };
  const bot: DemoMessage = {
    id: nextId(ctx.data, 'msg'),
    chat_id: chat.id,
    user_id: chat.user_id,
    account_id: chat.account_id,
    type: 'bot',
    content: 'Sure. Processing campaign now.',
    timestamp: at,
    action: workflow,
    subAction: campaign.destination,
    sourceMessageId: request.id,
    status: 'processing',
  };
  insert(ctx.data, 'messages', request, bot);
  const engine = runEngineOf(ctx);
  engine.start(
    {
      key: `campaign:${campaign.id}:${bot.id}`,
      messageId: bot.id,
      chatId: chat.id,
      userId: caller.actor.id,
      accountId: caller.accountId,
      workflow,
      platform: campaign.destination,
      seed: ctx.data.sequence,
      input: {
        text,
        attachments,
        documentText,
        references: [],
        enabledChannels: enabledChannelsOf(ctx.data, caller.accountId),
        outagePlatforms: outagePlatformsOf(ctx.data, caller.accountId),
      },
      campaignId: campaign.id,
    },
    ctx.now,
  );
  replaceContent(campaign, {
    ...campaign,
    orchestration_chat_id: chat.id,
    orchestration_message_id: bot.id,
    status: 'processing',
    updated_at: at,
  });
  areaChanged(caller.area);
  ctx.changed('campaignArea.campaigns', campaign);
  return { chatId: chat.id, messageId: bot.id };
}
