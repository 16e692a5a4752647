import { pathOf } from '../../contract/endpoint';
import { CAMPAIGNS } from '../../contract/endpoints/campaigns';
import { FILES } from '../../contract/endpoints/files';
import { ORCHESTRATION } from '../../contract/endpoints/orchestration';
import { confidencePercent } from '../../core/domain/campaigns/analysis-confidence';
import { platformById } from '../assistant/shared/platform-catalog';
import { areaChanged, campaignArea } from '../campaigns/area';
import { syncCampaignWithRun } from '../campaigns/run-sync';
import { ensureCampaignSeed } from '../campaigns/seed';
import type { DemoCampaign } from '../campaigns/types';
import { nextId } from '../data/ids';
import type { DemoData } from '../data/types';
import type { DemoRun } from '../orchestration/types';
import { MINUTE } from './builders';
import type { PackFile } from './pack-documents';
import type { StoryActor, StoryDriver } from './story-driver';

const iso = (time: number) => new Date(time).toISOString();

/** The folder of that name in the account's seeded campaigns (seeded first if nobody opened them yet). */
function folderNamed(data: DemoData, accountId: string, name: string, now: number) {
  ensureCampaignSeed(data, accountId, now);
  const folder = campaignArea(data).folders.find(
    (candidate) => candidate.account_id === accountId && candidate.name === name,
  );
  if (!folder) throw new Error(`A pack names the folder "${name}", which ${accountId} does not have`);
  return folder;
}

function campaignNameOf(run: DemoRun): string {
  const api = run.outputs.api as { details?: { campaign_name?: unknown } } | undefined;
  const name = api?.details?.campaign_name;
  return typeof name === 'string' ? name : `Fast track to ${run.platform}`;
}

/**
 * The campaign a chat's fast-track made, held as a campaign of its account in the folder named:
 * its orchestration message is the run's, so the chat, the campaign page and /status read one
 * run, and the campaign takes the run's outcome as the campaign page's own runs do (run-sync).
 */
export function holdRunAsCampaign(data: DemoData, run: DemoRun, folderName: string): DemoCampaign {
  const folder = folderNamed(data, run.accountId, folderName, run.createdAt);
  const campaign: DemoCampaign = {
    id: nextId(data, 'cmp'),
    account_id: run.accountId,
    folder_id: folder.id,
    name: campaignNameOf(run),
    description: 'Launched by a fast-track from the chat',
    status: 'processing',
    destination: run.platform,
    is_pinned: false,
    created_by: run.userId,
    created_at: iso(run.createdAt),
    updated_at: iso(run.createdAt),
    orchestration_chat_id: run.chatId,
    orchestration_message_id: run.messageId,
    files: [],
  };
  run.campaignId = campaign.id;
  const area = campaignArea(data);
  area.campaigns.push(campaign);
  areaChanged(area);
  syncCampaignWithRun(data, run, run.finishedAt ?? run.updatedAt);
  return campaign;
}

function formOf(
  actor: StoryActor,
  fields: Record<string, string>,
  files: readonly PackFile[],
  field: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...actor, ...fields })) form.set(key, value);
  for (const file of files)
    form.append(field, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return form;
}

/** Uploads creatives on the campaign page (its upload-creatives route); answers the assignment's id. */
export async function uploadCreatives(
  story: StoryDriver,
  actor: StoryActor,
  campaignId: string,
  creatives: PackFile,
  creativeType: string,
): Promise<string> {
  const path = pathOf(CAMPAIGNS.uploadCreatives, { campaignId });
  const form = formOf(actor, { subAction: creativeType }, [creatives], 'files');
  const json = await story.call(actor, 'POST', path, form);
  return String(json.uploadId);
}

/** What /campaign/new asks for besides the files (spec 2 §2.3). */
export interface NewCampaign {
  name: string;
  folderName: string;
  destination: string;
  /** The platform id the destination needs (advertiserId, profileId or platformAccountId). */
  platformId?: { field: 'advertiserId' | 'profileId' | 'platformAccountId'; value: string };
  files: readonly PackFile[];
}

/**
 * A campaign made as /campaign/new makes it (spec 2 §4.4): the files uploaded one by one, analysed,
 * then the campaign created with the recommended workflow, its run started at once. The analysis
 * (spec 2 §3) stays in the campaign's timeline as its analyze-campaign message.
 */
export async function createCampaignFromFiles(story: StoryDriver, actor: StoryActor, asked: NewCampaign) {
  const uploads: { gcsPath: string }[] = [];
  for (const file of asked.files) {
    const json = await story.call(actor, 'POST', FILES.upload.path, formOf(actor, {}, [file], 'file'));
    uploads.push({ gcsPath: String((json.data as { gcsPath: unknown }).gcsPath) });
  }
  const analysedAt = story.clock.now;
  const analysis = await story.call(actor, 'POST', ORCHESTRATION.analyzeFiles.path, {
    ...actor,
    files: uploads,
  });
  story.clock.now += MINUTE;
  const folder = folderNamed(story.data, actor.accountId, asked.folderName, story.clock.now);
  const created = await story.call(actor, 'POST', CAMPAIGNS.create.path, {
    ...actor,
    name: asked.name,
    folderId: folder.id,
    destination: asked.destination,
    ...(asked.platformId ? { [asked.platformId.field]: asked.platformId.value } : {}),
    files: uploads,
    orchestration: { enabled: true, type: analysis.recommendedType, priority: 'normal', autoStart: true },
  });
  const campaignId = String(created.id);
  const messageId = String((created.orchestration as { messageId: unknown }).messageId);
  recordAnalysis(story.data, actor, campaignId, analysis, analysedAt);
  return { campaignId, messageId };
}

/** Lets a campaign's run end as the campaign page watches it (its status route), a minute at a time. */
export async function finishCampaignRun(story: StoryDriver, actor: StoryActor, messageId: string) {
  const path = pathOf(ORCHESTRATION.runStatus, { messageId });
  for (let polls = 0; polls < 60; polls += 1) {
    const json = await story.call(actor, 'GET', path);
    if (json.status !== 'processing') return String(json.status);
    story.clock.now += MINUTE;
  }
  throw new Error(`A pack's campaign run ${messageId} did not end within an hour`);
}

function recordAnalysis(
  data: DemoData,
  actor: StoryActor,
  campaignId: string,
  analysis: Record<string, unknown>,
  at: number,
) {
  campaignArea(data).activity.push({
    id: nextId(data, 'act'),
    campaign_id: campaignId,
    chat_id: `chat-${campaignId}`,
    message_type: 'analyze-campaign',
    action: 'analyze-campaign',
    status: 'completed',
    content: `Recommended workflow: ${analysis.recommendedType} (${confidencePercent(Number(analysis.confidence))}% confidence).`,
    json_response: analysis,
    timestamp: iso(at),
    created_by: actor.userId,
  });
}

/**
 * The creatives assignment never confirmed (spec 2 §4.3: a timed-out assign-creatives message
 * puts the progress at 0 and offers "Retry upload"): the campaign waits for its creatives again.
 */
export function timeOutAssignment(data: DemoData, campaignId: string, assignmentId: string): void {
  const area = campaignArea(data);
  const assignment = area.activity.find((entry) => entry.id === assignmentId);
  const campaign = area.campaigns.find((candidate) => candidate.id === campaignId);
  if (!assignment || !campaign) throw new Error(`No assignment ${assignmentId} of ${campaignId}`);
  const platform = platformById(campaign.destination)?.label ?? campaign.destination;
  const error = `${platform} did not confirm them within 10 minutes.`;
  assignment.status = 'timeout';
  assignment.content = `Assigning creatives timed out: ${error}`;
  assignment.json_response = { success: false, error };
  campaign.status = 'awaiting_creatives';
  areaChanged(area);
}
