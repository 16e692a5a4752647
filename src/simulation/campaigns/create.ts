import { folderOf } from '../access/resources/campaigns';
import { storedUploadOf } from '../access/resources/files';
import { insertInArea } from '../data/collections';
import { nextId } from '../data/ids';
import { replaceContent } from '../data/transaction';
import type { Input, RouteContext } from '../kernel/context';
import { enabledChannelsOf } from '../users/enabledChannels';
import type { AreaCaller } from './caller';
import { type CreationInput, readCreationInput } from './creation-input';
import { campaignRowDto } from './dto';
import { runDocumentText, startCampaignRun } from './runs';
import type { DemoCampaign } from './types';

interface RunSummary {
  campaignId: string;
  triggered: boolean;
  chatId?: string;
  messageId?: string;
  type?: string;
  status?: string;
  error?: string;
}

/**
 * POST /api/v2/campaigns: one campaign per destination in the caller's account, each with the
 * uploaded files, and a run requested when `orchestration` asks for it. One destination answers
 * the single shape of spec 2 §7, several the multi-platform summary.
 */
export async function createCampaigns(ctx: RouteContext, caller: AreaCaller, body: Input) {
  const input = readCreationInput(body, enabledChannelsOf(ctx.data, caller.accountId), (path, field) =>
    storedUploadOf(caller.acting, path, field),
  );
  const folder = folderOf(caller.acting, 'campaign:create', input.folderId);
  const orchestration = input.orchestration?.enabled ? input.orchestration : null;
  const documentText = orchestration ? await runDocumentText(ctx, input.files) : {};
  // Everything is checked and read: the campaigns, the folder's date and the runs, in one step.
  const { created, runs } = ctx.commit(() => {
    const created = makeCampaigns(ctx, caller, input, folder.id);
    insertInArea(ctx.data, 'campaigns', ...created);
    replaceContent(folder, { ...folder, updated_at: new Date(ctx.now).toISOString() });
    ctx.changed('campaignArea.folders', folder);
    const runs: RunSummary[] = created.map((campaign) => {
      if (!orchestration) return { campaignId: campaign.id, triggered: false };
      const { type, message } = orchestration;
      const run = startCampaignRun(ctx, caller, campaign, { type, message, documentText });
      return { campaignId: campaign.id, triggered: true, ...run, type, status: 'processing' };
    });
    return { created, runs };
  });
  return answerOf(caller, created, runs);
}

/** The campaigns asked for, one per destination, with the uploads' own copies and new ids. */
function makeCampaigns(ctx: RouteContext, caller: AreaCaller, input: CreationInput, folderId: string) {
  const at = new Date(ctx.now).toISOString();
  const multi = input.destinations.length > 1;
  return input.destinations.map((destination) => {
    const campaign: DemoCampaign = {
      id: nextId(ctx.data, 'cmp'),
      account_id: caller.accountId,
      folder_id: folderId,
      name: multi ? `${input.name} - ${destination.toUpperCase()}` : input.name,
      description: '',
      status: 'draft',
      destination,
      ...(input.advertiserId ? { advertiser_id: input.advertiserId } : {}),
      ...(input.platformAccountId ? { platform_account_id: input.platformAccountId } : {}),
      ...(input.profileId ? { profile_id: input.profileId } : {}),
      is_pinned: false,
      created_by: caller.actor.id,
      created_at: at,
      updated_at: at,
      files: input.files.map((file) => ({ id: nextId(ctx.data, 'cf'), ...file })),
    };
    return campaign;
  });
}

/** One destination answers the single shape of spec 2 §7, several the multi-platform summary. */
function answerOf(caller: AreaCaller, created: DemoCampaign[], runs: RunSummary[]) {
  if (created.length > 1) {
    const campaigns = created.map((campaign) => campaignRowDto(caller.area, campaign));
    return {
      multiPlatform: true,
      campaigns,
      orchestrations: runs,
      summary: { total: created.length, created: created.length, failed: 0 },
    };
  }
  const [campaign] = created as [DemoCampaign];
  const [run] = runs;
  return {
    ...campaignRowDto(caller.area, campaign),
    multiChannel: { detectedFromTemplate: false, totalCampaigns: 1 },
    orchestration: run?.triggered
      ? {
          triggered: true,
          chatId: run.chatId,
          messageId: run.messageId,
          type: run.type,
          status: 'processing',
        }
      : { triggered: false, ...(run?.error ? { error: run.error } : {}) },
  };
}
