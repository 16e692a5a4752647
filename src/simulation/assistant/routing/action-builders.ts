import { analyzeCampaign } from '../analysis/analyze-campaign';
import { buildLaunchConfiguration } from '../campaign-launcher/launch-configuration';
import { processCampaign } from '../campaign-processor/campaign-processor';
import { processMediaBrief } from '../campaign-processor/media-brief';
import { processCreatives } from '../creative-processor/creative-processor';
import { fastTrack } from '../fast-track/fast-track';
import { executeOptimization } from '../optimization/optimization-executor';
import { createOnPlatform } from '../platform-api/create-on-platform';
import { qaCampaign } from '../qa/qa-campaign';
import { ACTIONS } from '../shared/action-names';
import type { AssistantResult } from '../shared/assistant-contract';
import type { BuildContext } from '../shared/build-context';
import { isApiAction } from '../shared/platform-catalog';

/** Builds the finished result of a processing action. */
export type ActionBuilder = (context: BuildContext, subAction: string | undefined) => AssistantResult;

const BUILDERS: Readonly<Record<string, ActionBuilder>> = {
  [ACTIONS.campaignProcessor]: processCampaign,
  [ACTIONS.campaignAugmentor]: processCampaign,
  [ACTIONS.creativeProcessor]: processCreatives,
  [ACTIONS.creativeAugmentor]: processCreatives,
  [ACTIONS.campaignLauncher]: buildLaunchConfiguration,
  [ACTIONS.launchAugmentor]: buildLaunchConfiguration,
  [ACTIONS.mediaBriefProcessor]: processMediaBrief,
  [ACTIONS.analyzeCampaign]: (context, subAction) => analyzeCampaign(context, subAction),
  [ACTIONS.optimizeCampaign]: (context, subAction) => analyzeCampaign(context, subAction, 'optimization'),
  [ACTIONS.optimizationExecutor]: executeOptimization,
  [ACTIONS.qaCampaign]: qaCampaign,
  [ACTIONS.fastTrack]: fastTrack,
};

export function builderFor(action: string): ActionBuilder {
  if (isApiAction(action)) return (context, subAction) => createOnPlatform(context, action, subAction);
  return BUILDERS[action] ?? genericResult;
}

/** Agents the demo does not model in depth still finish believably. */
function genericResult(_context: BuildContext, subAction: string | undefined): AssistantResult {
  return {
    status: 'completed',
    content: 'Operation completed successfully...',
    jsonResponse: { summary: 'The operation completed.', ...(subAction ? { platform: subAction } : {}) },
  };
}
