import { areaCaller, campaignOf, folderOf, requireWrite } from '../../campaigns/access';
import { areaChanged } from '../../campaigns/area';
import { CAMPAIGN_SORTS, campaignsMatching } from '../../campaigns/campaign-list';
import { createCampaigns } from '../../campaigns/create';
import { campaignDetailDto, campaignRowDto } from '../../campaigns/dto';
import { pageOf, readListRequest } from '../../campaigns/listing';
import { requiredName } from '../../campaigns/names';
import { badRequest } from '../../DemoError';
import { optionalText, requiredBoolean } from '../input';
import type { Route } from '../router';

const STATUSES = [
  'draft',
  'awaiting_creatives',
  'ready_to_launch',
  'awaiting_download',
  'live',
  'processing',
  'completed',
  'failed',
  'stopped',
  'timeout',
];

/** Campaigns of spec 2 §2.5, §2.6 and §7 in the caller's account. */
export const campaignRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/v2/campaigns',
    async handle(ctx) {
      const caller = await areaCaller(ctx);
      const input = await ctx.input();
      const request = readListRequest(input, CAMPAIGN_SORTS);
      const folderId = optionalText(input, 'folderId') || undefined;
      if (folderId) folderOf(caller, folderId);
      const rows = campaignsMatching(caller.area, caller.accountId, {
        ...request,
        ...(folderId ? { folderId } : {}),
      });
      const { items, pagination } = pageOf(rows, request);
      return { campaigns: items.map((campaign) => campaignRowDto(caller.area, campaign)), pagination };
    },
  },
  {
    method: 'POST',
    path: '/api/v2/campaigns',
    async handle(ctx) {
      const caller = await areaCaller(ctx);
      requireWrite(caller);
      return createCampaigns(ctx, caller, await ctx.input());
    },
  },
  {
    method: 'GET',
    path: '/api/v2/campaigns/:campaignId',
    async handle(ctx) {
      const caller = await areaCaller(ctx);
      const campaign = campaignOf(caller, ctx.params.campaignId ?? '');
      return { campaign: await campaignDetailDto(ctx, caller.area, campaign) };
    },
  },
  {
    method: 'PUT',
    path: '/api/v2/campaigns/:campaignId',
    async handle(ctx) {
      const caller = await areaCaller(ctx);
      requireWrite(caller);
      const campaign = campaignOf(caller, ctx.params.campaignId ?? '');
      const input = await ctx.input();
      const name = input.name === undefined ? undefined : requiredName(input);
      const description = optionalText(input, 'description');
      const status = optionalText(input, 'status');
      if (status !== undefined && !STATUSES.includes(status))
        throw badRequest(`status must be one of ${STATUSES.join(', ')}`);
      const advertiserId = optionalText(input, 'advertiserId');
      if (name !== undefined) campaign.name = name;
      if (description !== undefined) campaign.description = description;
      if (status !== undefined) campaign.status = status;
      if (advertiserId !== undefined) campaign.advertiser_id = advertiserId.trim() || undefined;
      campaign.updated_at = new Date(ctx.now).toISOString();
      areaChanged(caller.area);
      ctx.markChanged();
      return { campaign: campaignRowDto(caller.area, campaign) };
    },
  },
  {
    method: 'PATCH',
    path: '/api/v2/campaigns/:campaignId',
    async handle(ctx) {
      const caller = await areaCaller(ctx);
      requireWrite(caller);
      const campaign = campaignOf(caller, ctx.params.campaignId ?? '');
      campaign.is_pinned = requiredBoolean(await ctx.input(), 'is_pinned');
      areaChanged(caller.area);
      ctx.markChanged();
      return { campaign: campaignRowDto(caller.area, campaign) };
    },
  },
  {
    method: 'DELETE',
    path: '/api/v2/campaigns/:campaignId',
    async handle(ctx) {
      const caller = await areaCaller(ctx);
      requireWrite(caller);
      const campaign = campaignOf(caller, ctx.params.campaignId ?? '');
      caller.area.campaigns.splice(caller.area.campaigns.indexOf(campaign), 1);
      caller.area.activity = caller.area.activity.filter((entry) => entry.campaign_id !== campaign.id);
      areaChanged(caller.area);
      ctx.markChanged();
      return { success: true };
    },
  },
];
