import { type AgentName, isAgentName } from '../../../core/domain/agents/agent-catalogue';
import { analyzeCampaign } from '../analysis/analyze-campaign';
import { auditCampaign } from '../audit/campaign-auditor';
import { allocateBudget } from '../budget/allocate-budget';
import { buildLaunchConfiguration } from '../campaign-launcher/launch-configuration';
import { processCampaign } from '../campaign-processor/campaign-processor';
import { processMediaBrief } from '../campaign-processor/media-brief';
import { processCreatives } from '../creative-processor/creative-processor';
import { assignCreatives, uploadCreatives } from '../creatives/creative-work';
import { fastTrack } from '../fast-track/fast-track';
import { enableMonitoring } from '../monitoring/enable-monitoring';
import { executeOptimization } from '../optimization/optimization-executor';
import { planDv360Campaign } from '../planning/plan-dv360';
import { copyFacebookCampaign } from '../platform-api/copy-campaign';
import { createOnPlatform } from '../platform-api/create-on-platform';
import { qaCampaign } from '../qa/qa-campaign';
import { impressionReport } from '../reporting/impression-reporting';
import { createOpportunity } from '../salesforce/create-opportunity';
import { buildScreenshots } from '../screenshots/screenshot-builder';
import type { AssistantResult } from '../shared/assistant-contract';
import type { BuildContext } from '../shared/build-context';
import { isApiAction } from '../shared/platform-catalog';
import { resultPhrases } from '../shared/result-phrases/result-phrases';

/** Builds the finished result of a processing action. */
export type ActionBuilder = (context: BuildContext, subAction: string | undefined) => AssistantResult;

const BUILDERS: Readonly<Partial<Record<AgentName, ActionBuilder>>> = {
  ['screenshot-builder']: buildScreenshots,
  ['salesforce-api']: createOpportunity,
  ['allocate-budget']: allocateBudget,
  ['plan-campaign']: planDv360Campaign,
  ['assign-creatives']: assignCreatives,
  ['upload-creatives']: uploadCreatives,
  ['facebook-campaign-auditor']: (context) => auditCampaign(context, 'facebook'),
  ['gam-campaign-auditor']: (context) => auditCampaign(context, 'gam'),
  ['campaign-processor']: processCampaign,
  ['campaign-augmentor']: processCampaign,
  ['creative-processor']: processCreatives,
  ['creative-augmentor']: processCreatives,
  ['campaign-launcher']: buildLaunchConfiguration,
  ['launch-augmentor']: buildLaunchConfiguration,
  ['media-brief-processor']: processMediaBrief,
  ['analyze-campaign']: (context, subAction) => analyzeCampaign(context, subAction),
  ['optimize-campaign']: (context, subAction) => analyzeCampaign(context, subAction, 'optimization'),
  ['optimization-executor']: executeOptimization,
  ['qa-campaign']: qaCampaign,
  ['fast-track']: fastTrack,
};

export function builderFor(action: string): ActionBuilder {
  if (isApiAction(action)) return (context, subAction) => platformWork(context, action, subAction);
  return (isAgentName(action) && BUILDERS[action]) || genericResult;
}

/** A platform agent creates a campaign, or (its sub-action a step id) monitors, reports on or copies one. */
function platformWork(context: BuildContext, action: string, subAction: string | undefined): AssistantResult {
  if (subAction?.startsWith('enable_campaign_monitoring_')) return enableMonitoring(context);
  if (subAction?.startsWith('get_impression_reporting_')) return impressionReport(context);
  if (subAction === 'copy_facebook_campaign') return copyFacebookCampaign(context);
  return createOnPlatform(context, action, subAction);
}

/** Agents the demo does not model in depth still finish believably. */
function genericResult(context: BuildContext, subAction: string | undefined): AssistantResult {
  return {
    status: 'completed',
    content: resultPhrases(context).operationDone,
    jsonResponse: { summary: 'The operation completed.', ...(subAction ? { platform: subAction } : {}) },
  };
}
