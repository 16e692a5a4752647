import { CAMPAIGNS } from '../../../contract/endpoints/campaigns';
import type { MatrixKey } from '../../access/matrix';
import { campaignOf } from '../../access/resources/campaigns';
import { areaCaller } from '../../campaigns/caller';
import { uploadCreatives } from '../../campaigns/creatives';
import { syncCampaignWithRun } from '../../campaigns/run-sync';
import { storeSdfFile } from '../../campaigns/sdf-store';
import { campaignTimeline } from '../../campaigns/timeline';
import { badRequest, notFound } from '../../DemoError';
import { linkExpiry, publicUrlOf } from '../../files/fileLinks';
import type { RouteContext } from '../../kernel/context';
import { optionalText } from '../../kernel/input';
import { runEngineOf } from '../../kernel/run-engine';
import { route } from '../route-kit';
import type { Route } from '../router';

async function campaignOfRequest(ctx: RouteContext, key: MatrixKey = 'campaign:see') {
  const caller = await areaCaller(ctx);
  return { caller, campaign: campaignOf(caller.acting, key, ctx.params.campaignId ?? '') };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The SDF files the campaign's finished run listed (youtube-dv360), with the platform campaign id. */
function sdfFilesOfRun(ctx: RouteContext, messageId: string | undefined) {
  if (!messageId) return null;
  const engine = runEngineOf(ctx);
  const run = engine.read(messageId, ctx.now);
  const api = run?.outputs.api;
  if (!isRecord(api) || !Array.isArray(api.uploaded_sdf_files)) return null;
  return { run, platformId: String(api.campaign_id ?? ''), files: api.uploaded_sdf_files.filter(isRecord) };
}

/** The detail page's calls of spec 2 §7: timeline, file and SDF downloads, creative upload. */
export const campaignDetailRoutes: Route[] = [
  route(CAMPAIGNS.messages, async (ctx) => {
    const { campaign } = await campaignOfRequest(ctx);
    const engine = runEngineOf(ctx);
    const run = campaign.orchestration_message_id
      ? engine.read(campaign.orchestration_message_id, ctx.now)
      : undefined;
    if (run) syncCampaignWithRun(ctx.data, run, ctx.now);
    return { messages: campaignTimeline(ctx.data, campaign, ctx.now) };
  }),
  route(CAMPAIGNS.fileLink, async (ctx) => {
    const { campaign } = await campaignOfRequest(ctx);
    const file = campaign.files.find((candidate) => candidate.id === ctx.params.fileId);
    if (!file) throw notFound('File not found');
    const expiresAt = linkExpiry(ctx.now);
    return { publicUrl: await publicUrlOf(ctx, file.gcsPath, expiresAt), expiresAt };
  }),
  route(CAMPAIGNS.sdfLink, async (ctx) => {
    const { caller, campaign } = await campaignOfRequest(ctx);
    const input = await ctx.input();
    const gcsPath = optionalText(input, 'gcsPath');
    if (!gcsPath) throw badRequest('gcsPath is required');
    const sdf = sdfFilesOfRun(ctx, campaign.orchestration_message_id);
    const listed = sdf?.files.find((file) => file.gcs_path === gcsPath);
    if (!sdf || !listed) throw notFound('SDF file not found for this campaign');
    const name = String(listed.filename ?? '');
    await storeSdfFile(ctx, caller, campaign, { gcsPath, name, platformId: sdf.platformId });
    const expiresAt = linkExpiry(ctx.now);
    return { publicUrl: await publicUrlOf(ctx, gcsPath, expiresAt), expiresAt };
  }),
  route(CAMPAIGNS.uploadCreatives, async (ctx) => {
    const { caller, campaign } = await campaignOfRequest(ctx, 'campaign:change');
    return uploadCreatives(ctx, caller, campaign);
  }),
];
