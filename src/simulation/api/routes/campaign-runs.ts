import { ORCHESTRATION } from '../../../contract/endpoints/orchestration';
import { campaignMessageOf, campaignOf, permitInAccount } from '../../access/resources/campaigns';
import { storedUploadOf } from '../../access/resources/files';
import { messageOf } from '../../access/resources/messages';
import { runOf } from '../../access/resources/runs';
import { analyseFiles } from '../../campaigns/analysis';
import { areaCaller } from '../../campaigns/caller';
import { syncCampaignWithRun } from '../../campaigns/run-sync';
import { runDocumentText, startCampaignRun } from '../../campaigns/runs';
import type { DemoCampaignActivity } from '../../campaigns/types';
import { toStatusAnswer } from '../../chat/messageDto';
import { badRequest, conflict } from '../../DemoError';
import { replaceContent } from '../../data/transaction';
import { attachUploads } from '../../files/attach-uploads';
import type { RouteContext } from '../../kernel/context';
import { optionalArray, optionalId, optionalText } from '../../kernel/input';
import { runEngineOf } from '../../kernel/run-engine';
import { campaignStatusOf } from '../../orchestration/views';
import { route } from '../route-kit';
import type { Route } from '../router';

/**
 * The run of a message, up to date, if the caller may see (or stop) it. These routes carry no
 * userId (spec 2 §7): the bearer token's user acts, or the user they impersonate.
 */
function runOfRequest(ctx: RouteContext, action: 'see' | 'stop') {
  const run = runOf(ctx.actingAsCaller(), action, ctx.params.messageId ?? '');
  const engine = runEngineOf(ctx);
  const current = engine.read(run.messageId, ctx.now) ?? run;
  syncCampaignWithRun(ctx.data, current, ctx.now);
  return current;
}

/** A timeline step's answer: processing until its simulated work is done. */
function activityAnswer(activity: DemoCampaignActivity, now: number) {
  if (activity.completesAt !== undefined && activity.completesAt > now) return { status: 'processing' };
  const { content, json_response, timestamp } = activity;
  return { status: activity.status, result: { content, jsonResponse: json_response ?? null, timestamp } };
}

/** The campaign page's orchestration calls of spec 2 §7, on the run engine the chat uses. */
export const campaignRunRoutes: Route[] = [
  route(ORCHESTRATION.analyzeFiles, async (ctx) => {
    const caller = await areaCaller(ctx);
    permitInAccount(caller.acting, 'campaign:analyse', caller.accountId);
    const files = attachUploads(optionalArray(await ctx.input(), 'files'), (path, field) =>
      storedUploadOf(caller.acting, path, field),
    );
    if (files.length === 0) throw badRequest('files must list at least one uploaded file');
    return analyseFiles(ctx.deps, files);
  }),
  route(ORCHESTRATION.start, async (ctx) => {
    const caller = await areaCaller(ctx);
    const input = await ctx.input();
    const campaignId = optionalId(input, 'campaignId');
    if (!campaignId) throw badRequest('campaignId is required');
    const campaign = campaignOf(caller.acting, 'campaign:run', campaignId);
    if (campaign.status === 'processing')
      throw conflict('An orchestration is already running for this campaign');
    const added = attachUploads(optionalArray(input, 'files'), (path, field) =>
      storedUploadOf(caller.acting, path, field),
    );
    const files = [...campaign.files];
    for (const file of added) {
      if (!files.some((known) => known.gcsPath === file.gcsPath))
        files.push({ ...file, id: `${campaign.id}-f${files.length + 1}` });
    }
    const type = optionalText(input, 'type');
    const message = optionalText(input, 'message');
    const documentText = await runDocumentText(ctx, files);
    return ctx.commit(() => {
      replaceContent(campaign, { ...campaign, files });
      return startCampaignRun(ctx, caller, campaign, {
        type: type === 'auto' ? undefined : type,
        message,
        documentText,
      });
    });
  }),
  route(ORCHESTRATION.runStatus, (ctx) => {
    return campaignStatusOf(runOfRequest(ctx, 'see'));
  }),
  route(ORCHESTRATION.stopRun, (ctx) => {
    const run = runOfRequest(ctx, 'stop');
    const engine = runEngineOf(ctx);
    const stopped = engine.stop(run.messageId, ctx.now);
    if (stopped?.kind === 'already-finished') throw conflict('The orchestration has already finished');
    syncCampaignWithRun(ctx.data, run, ctx.now);
    return { success: true, status: 'stopped' };
  }),
  route(ORCHESTRATION.messageStatus, (ctx) => {
    const acting = ctx.actingAsCaller();
    const id = ctx.params.messageId ?? '';
    const ofCampaign = campaignMessageOf(acting, id);
    if (ofCampaign && 'activity' in ofCampaign) return activityAnswer(ofCampaign.activity, ctx.now);
    // Otherwise a campaign run's message, or a result of the acting user's own chats.
    const message = ofCampaign?.message ?? messageOf(acting, 'message:see', id);
    const engine = runEngineOf(ctx);
    engine.read(id, ctx.now);
    return toStatusAnswer(message);
  }),
];
