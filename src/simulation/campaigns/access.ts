import { hasPermission } from '../access/roles';
import type { RouteContext } from '../api/context';
import { forbidden, notFound } from '../DemoError';
import type { DemoUser } from '../data/types';
import { areaIndex, campaignArea } from './area';
import { ensureCampaignSeed } from './seed';
import type { DemoCampaign, DemoCampaignArea, DemoFolder } from './types';

export const CREATE_PERMISSION = 'create_campaign';

export interface AreaCaller {
  actor: DemoUser;
  accountId: string;
  area: DemoCampaignArea;
  /** Whether the actor may change folders and campaigns (the create permission, spec 2 §6). */
  mayWrite: boolean;
}

/** The acting user in their account (key, token, userId, membership checked), and the area. */
export async function areaCaller(ctx: RouteContext): Promise<AreaCaller> {
  const { actor, accountId } = await ctx.actorInAccount();
  const area = campaignArea(ctx.data);
  if (ensureCampaignSeed(ctx.data, accountId, ctx.now)) ctx.markChanged();
  return { actor, accountId, area, mayWrite: hasPermission(ctx.data, actor, CREATE_PERMISSION) };
}

/** 403 for a user without the create permission: folders and campaigns are read-only for them. */
export function requireWrite(caller: AreaCaller): void {
  if (!caller.mayWrite) throw forbidden('You do not have permission to create campaigns');
}

/** A folder of the caller's account: 404 when unknown, 403 when it belongs to another account. */
export function folderOf(caller: AreaCaller, folderId: string): DemoFolder {
  const folder = areaIndex(caller.area).folderById.get(folderId);
  if (!folder) throw notFound('Folder not found');
  if (folder.account_id !== caller.accountId) throw forbidden('Access denied to this folder');
  return folder;
}

/** A campaign of the caller's account: 404 when unknown, 403 when it belongs to another account. */
export function campaignOf(caller: AreaCaller, campaignId: string): DemoCampaign {
  const campaign = areaIndex(caller.area).campaignById.get(campaignId);
  if (!campaign) throw notFound('Campaign not found');
  if (campaign.account_id !== caller.accountId) throw forbidden('Access denied to this campaign');
  return campaign;
}
