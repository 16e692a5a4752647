import { CAMPAIGNS } from '../../../contract/endpoints/campaigns';
import { campaignOf, folderOf, permitInAccount } from '../../access/resources/campaigns';
import { areaChanged } from '../../campaigns/area';
import { areaCaller } from '../../campaigns/caller';
import { CAMPAIGN_SORTS, campaignsMatching } from '../../campaigns/campaign-list';
import { createCampaigns } from '../../campaigns/create';
import { campaignDetailDto, campaignRowDto } from '../../campaigns/dto';
import { pageOf, readListRequest } from '../../campaigns/listing';
import { removeCampaign } from '../../campaigns/remove';
import { CAMPAIGN_STATUSES } from '../../campaigns/statuses';
import { badRequest } from '../../DemoError';
import { replaceContent } from '../../data/transaction';
import {
  checkLength,
  optionalArray,
  optionalId,
  optionalText,
  requiredBoolean,
  requiredId,
  requiredName,
} from '../../kernel/input';
import { LIMITS } from '../../kernel/limits';
import { oneOf } from '../../kernel/lookup';
import { route } from '../route-kit';
import type { Route } from '../router';
import { CAMPAIGN_RECORD, changeAreaRecord, removeAreaRecord } from './area-records';

/** Campaigns one move may carry (the list's page holds 100 at most). */
const MOVE_AT_MOST = 100;

/** Campaigns of spec 2 §2.5, §2.6 and §7 in the caller's account. */
export const campaignRoutes: Route[] = [
  route(CAMPAIGNS.list, async (ctx) => {
    const caller = await areaCaller(ctx);
    permitInAccount(caller.acting, 'campaign:list', caller.accountId);
    const input = await ctx.input();
    const request = readListRequest(input, CAMPAIGN_SORTS);
    const folderId = optionalId(input, 'folderId');
    if (folderId) folderOf(caller.acting, 'folder:list', folderId);
    const rows = campaignsMatching(caller.area, caller.accountId, {
      ...request,
      ...(folderId ? { folderId } : {}),
    });
    const { items, pagination } = pageOf(rows, request);
    return { campaigns: items.map((campaign) => campaignRowDto(caller.area, campaign)), pagination };
  }),
  route(CAMPAIGNS.create, async (ctx) => {
    const caller = await areaCaller(ctx);
    permitInAccount(caller.acting, 'campaign:create', caller.accountId);
    return createCampaigns(ctx, caller, await ctx.input());
  }),
  route(CAMPAIGNS.see, async (ctx) => {
    const caller = await areaCaller(ctx);
    const campaign = campaignOf(caller.acting, 'campaign:see', ctx.params.campaignId ?? '');
    return { campaign: await campaignDetailDto(ctx, caller.area, campaign) };
  }),
  changeAreaRecord(CAMPAIGN_RECORD, CAMPAIGNS.update, (campaign, input, caller, ctx) => {
    const name = input.name === undefined ? undefined : requiredName(input);
    const description = optionalText(input, 'description');
    const given = optionalText(input, 'status');
    const status = given === undefined ? undefined : oneOf('status', given, CAMPAIGN_STATUSES);
    const advertiserId = optionalText(input, 'advertiserId', LIMITS.idCharacters);
    const folderId = optionalId(input, 'folderId');
    const folder = folderId === undefined ? undefined : folderOf(caller.acting, 'folder:list', folderId);
    if (folder) campaign.folder_id = folder.id;
    if (name !== undefined) campaign.name = name;
    if (description !== undefined) campaign.description = description;
    if (status !== undefined) campaign.status = status;
    if (advertiserId !== undefined) campaign.advertiser_id = advertiserId.trim() || undefined;
    campaign.updated_at = new Date(ctx.now).toISOString();
    return { reindex: true };
  }),
  route(CAMPAIGNS.move, async (ctx) => {
    const caller = await areaCaller(ctx);
    const input = await ctx.input();
    const folder = folderOf(caller.acting, 'folder:list', requiredId(input, 'folderId'));
    const ids = optionalArray(input, 'campaignIds');
    if (ids.length === 0 || ids.length > MOVE_AT_MOST)
      throw badRequest(`campaignIds must list 1 to ${MOVE_AT_MOST} campaigns`);
    // Every campaign is checked before any moves: a refusal moves none.
    const campaigns = ids.map((id, index) => {
      if (typeof id !== 'string') throw badRequest(`campaignIds[${index}] must be a campaign id`);
      return campaignOf(
        caller.acting,
        'campaign:change',
        checkLength(`campaignIds[${index}]`, id, LIMITS.idCharacters),
      );
    });
    const at = new Date(ctx.now).toISOString();
    ctx.commit(() => {
      for (const campaign of campaigns)
        replaceContent(campaign, { ...campaign, folder_id: folder.id, updated_at: at });
      areaChanged(caller.area);
      ctx.changed('campaignArea.campaigns', ...campaigns);
    });
    return {
      moved: campaigns.length,
      campaigns: campaigns.map((campaign) => campaignRowDto(caller.area, campaign)),
    };
  }),
  changeAreaRecord(CAMPAIGN_RECORD, CAMPAIGNS.pin, (campaign, input) => {
    campaign.is_pinned = requiredBoolean(input, 'is_pinned');
    return { reindex: true };
  }),
  removeAreaRecord(CAMPAIGN_RECORD, CAMPAIGNS.remove, (campaign, _caller, ctx) =>
    removeCampaign(ctx.data, campaign),
  ),
];
