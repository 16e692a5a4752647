import { areaIndex, campaignArea } from '../../campaigns/area';
import type { DemoCampaign, DemoCampaignActivity, DemoFolder } from '../../campaigns/types';
import { messageById } from '../../data/indexes';
import type { DemoMessage } from '../../data/types';
import type { Acting } from '../acting';
import type { MatrixKey } from '../matrix';
import { permit, type ResourceRule, reach } from '../reach';

/** Campaigns belong to their account (spec 2 §6): its members see them, the create permission changes them. */
export const CAMPAIGN: ResourceRule<DemoCampaign> = {
  resource: 'campaign',
  find: (data, id) => areaIndex(campaignArea(data)).campaignById.get(id),
  facts: (_data, campaign) => ({ accountIds: [campaign.account_id] }),
  notFound: 'Campaign not found',
  refused: 'Access denied to this campaign',
  hideFromOutsiders: false,
};

export const FOLDER: ResourceRule<DemoFolder> = {
  resource: 'folder',
  find: (data, id) => areaIndex(campaignArea(data)).folderById.get(id),
  facts: (_data, folder) => ({ accountIds: [folder.account_id] }),
  notFound: 'Folder not found',
  refused: 'Access denied to this folder',
  hideFromOutsiders: false,
};

export function campaignOf(acting: Acting, key: MatrixKey, campaignId: string): DemoCampaign {
  return reach(acting, CAMPAIGN, key, campaignId);
}

export function folderOf(acting: Acting, key: MatrixKey, folderId: string): DemoFolder {
  return reach(acting, FOLDER, key, folderId);
}

/**
 * Listing or creating in an account: the account itself is what the row decides on. Two calls,
 * not one over `FOLDER | CAMPAIGN`: a folder's own text fields make the two rules' types differ.
 */
export function permitInAccount(acting: Acting, key: MatrixKey, accountId: string): void {
  const facts = { accountIds: [accountId] };
  if (key.startsWith('folder')) permit(acting, FOLDER, key, facts);
  else permit(acting, CAMPAIGN, key, facts);
}

/**
 * A step of a campaign's timeline (an upload, an assignment) or its run's message, by message id:
 * what the campaign page polls (spec 2 §7 GET /api/v2/message/{id}/status). Undefined when the id
 * is neither; the campaign's account decides, as for the campaign itself.
 */
export function campaignMessageOf(
  acting: Acting,
  messageId: string,
): { activity: DemoCampaignActivity } | { message: DemoMessage } | undefined {
  const area = campaignArea(acting.data);
  const activity = area.activity.find((entry) => entry.id === messageId);
  if (activity) {
    const campaign = areaIndex(area).campaignById.get(activity.campaign_id);
    if (!campaign) return undefined;
    permit(acting, CAMPAIGN, 'campaign:see', CAMPAIGN.facts(acting.data, campaign));
    return { activity };
  }
  const run = acting.data.runs.find((candidate) => candidate.messageId === messageId && candidate.campaignId);
  const message = run && messageById(acting.data, messageId);
  if (!run || !message) return undefined;
  permit(acting, CAMPAIGN, 'campaign:see', { accountIds: [run.accountId] });
  return { message };
}
