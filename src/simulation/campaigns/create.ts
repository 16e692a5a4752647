import { folderOf } from '../access/resources/campaigns';
import { storedUploadOf } from '../access/resources/files';
import { insertInArea } from '../data/collections';
import { nextId } from '../data/ids';
import type { Input, RouteContext } from '../kernel/context';
import { enabledChannelsOf } from '../users/enabledChannels';
import type { AreaCaller } from './caller';
import { readCreationInput } from './creation-input';
import { campaignRowDto } from './dto';
import { startCampaignRun } from './runs';
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
  const input = readCreationInput(
    body,
    enabledChannelsOf(ctx.data, caller.accountId),
    (path, field) => storedUploadOf(caller.acting, path, field),
    () => nextId(ctx.data, 'cf'),
  );
  const folder = folderOf(caller.acting, 'campaign:create', input.folderId);
  const at = new Date(ctx.now).toISOString();
  const multi = input.destinations.length > 1;
  const created = input.destinations.map((destination) => {
    const campaign: DemoCampaign = {
      id: nextId(ctx.data, 'cmp'),
      account_id: caller.accountId,
      folder_id: folder.id,
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
      files: input.files.map((file) => ({ ...file })),
    };
    return campaign;
  });
  insertInArea(ctx.data, 'campaigns', ...created);
  folder.updated_at = at;
  ctx.changed('campaignArea.folders', folder);

  const runs: RunSummary[] = [];
  for (const campaign of created) {
    const orchestration = input.orchestration;
    if (!orchestration?.enabled) {
      runs.push({ campaignId: campaign.id, triggered: false });
      continue;
    }
    const run = await startCampaignRun(ctx, caller, campaign, orchestration.type, orchestration.message);
    runs.push({
      campaignId: campaign.id,
      triggered: true,
      ...run,
      type: orchestration.type,
      status: 'processing',
    });
  }

  if (multi) {
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
