import { ACTIONS } from './actions';
import { analyzeCampaign } from './analyze-campaign';
import { buildLaunchConfiguration } from './campaign-launcher';
import { processCampaign } from './campaign-processor';
import type { BuildContext } from './context';
import { processCreatives } from './creative-processor';
import { fastTrack } from './fast-track';
import { processMediaBrief } from './media-brief';
import { executeOptimization } from './optimization-executor';
import { createOnPlatform } from './platform-api';
import { isApiAction } from './platforms';
import { qaCampaign } from './qa-campaign';
import type { AssistantResult } from './types';

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
