import { mayActIn } from '../../access/accounts';
import { hasPermission } from '../../access/roles';
import { areaCaller, CREATE_PERMISSION, campaignOf, requireWrite } from '../../campaigns/access';
import { analyseFiles } from '../../campaigns/analysis';
import { campaignArea } from '../../campaigns/area';
import { attachUploads } from '../../campaigns/attach-uploads';
import { syncCampaignWithRun } from '../../campaigns/run-sync';
import { startCampaignRun } from '../../campaigns/runs';
import { toStatusAnswer } from '../../chat/messageDto';
import { badRequest, conflict, forbidden, notFound } from '../../DemoError';
import { campaignStatusOf } from '../../orchestration/views';
import type { RouteContext } from '../context';
import { optionalArray, optionalText } from '../input';
import type { Route } from '../router';
import { runEngineOf } from '../run-engine';

/**
 * The run of a message, up to date, for a caller who may act in its account. These routes carry
 * no userId (spec 2 §7): the bearer token's user is checked against the run's account.
 */
function runOf(ctx: RouteContext) {
  const engine = runEngineOf(ctx);
  const run = engine.read(ctx.params.messageId ?? '', ctx.now);
  engine.done();
  if (!run) throw notFound('Orchestration not found');
  if (!mayActIn(ctx.data, ctx.caller(), run.accountId))
    throw forbidden('Access denied to this orchestration');
  if (syncCampaignWithRun(campaignArea(ctx.data), run, ctx.now)) ctx.markChanged();
  return { run, engine };
}

/** The campaign page's orchestration calls of spec 2 §7, on the run engine the chat uses. */
export const campaignRunRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/v2/orchestration/analyze-files',
    async handle(ctx) {
      const caller = await areaCaller(ctx);
      const files = attachUploads(ctx.data, caller.accountId, optionalArray(await ctx.input(), 'files'));
      if (files.length === 0) throw badRequest('files must list at least one uploaded file');
      return analyseFiles(ctx.deps, files);
    },
  },
  {
    method: 'POST',
    path: '/api/v2/orchestration',
    async handle(ctx) {
      const caller = await areaCaller(ctx);
      requireWrite(caller);
      const input = await ctx.input();
      const campaignId = optionalText(input, 'campaignId');
      if (!campaignId) throw badRequest('campaignId is required');
      const campaign = campaignOf(caller, campaignId);
      if (campaign.status === 'processing')
        throw conflict('An orchestration is already running for this campaign');
      const added = attachUploads(ctx.data, caller.accountId, optionalArray(input, 'files'));
      for (const file of added) {
        if (!campaign.files.some((known) => known.gcsPath === file.gcsPath))
          campaign.files.push({ ...file, id: `${campaign.id}-f${campaign.files.length + 1}` });
      }
      const type = optionalText(input, 'type');
      return startCampaignRun(
        ctx,
        caller,
        campaign,
        type === 'auto' ? undefined : type,
        optionalText(input, 'message'),
      );
    },
  },
  {
    method: 'GET',
    path: '/api/v2/orchestration/:messageId/status',
    handle(ctx) {
      return campaignStatusOf(runOf(ctx).run);
    },
  },
  {
    method: 'POST',
    path: '/api/v2/orchestration/:messageId/stop',
    handle(ctx) {
      const { run } = runOf(ctx);
      if (!hasPermission(ctx.data, ctx.caller(), CREATE_PERMISSION))
        throw forbidden('You do not have permission to create campaigns');
      const engine = runEngineOf(ctx);
      const stopped = engine.stop(run.messageId, ctx.now);
      engine.done();
      if (stopped?.kind === 'already-finished') throw conflict('The orchestration has already finished');
      if (syncCampaignWithRun(campaignArea(ctx.data), run, ctx.now)) ctx.markChanged();
      return { success: true, status: 'stopped' };
    },
  },
  {
    method: 'GET',
    path: '/api/v2/message/:messageId/status',
    handle(ctx) {
      const id = ctx.params.messageId ?? '';
      const area = campaignArea(ctx.data);
      const activity = area.activity.find((entry) => entry.id === id);
      const accountId = activity
        ? area.campaigns.find((campaign) => campaign.id === activity.campaign_id)?.account_id
        : ctx.data.messages.find((message) => message.id === id)?.account_id;
      if (!accountId) throw notFound('Message not found');
      if (!mayActIn(ctx.data, ctx.caller(), accountId)) throw forbidden('Access denied to this message');
      if (activity) {
        const finished = activity.completesAt === undefined || activity.completesAt <= ctx.now;
        return finished
          ? {
              status: activity.status,
              result: {
                content: activity.content,
                jsonResponse: activity.json_response ?? null,
                timestamp: activity.timestamp,
              },
            }
          : { status: 'processing' };
      }
      const engine = runEngineOf(ctx);
      engine.read(id, ctx.now);
      engine.done();
      const message = ctx.data.messages.find((candidate) => candidate.id === id);
      return message ? toStatusAnswer(message) : { status: 'processing' };
    },
  },
];
