import { ACTIONS, MEDIA_PLAN_SUB_ACTION } from '../shared/action-names';
import { isApiAction, labelOf } from '../shared/platform-catalog';

/** The short message shown while an action is processing. */
export function acknowledgement(action: string, subAction?: string): string {
  const platform = subAction && subAction !== MEDIA_PLAN_SUB_ACTION ? labelOf(subAction) : undefined;
  if (isApiAction(action)) return `Creating the campaign on ${platform ?? 'the platform'}…`;
  switch (action) {
    case ACTIONS.campaignProcessor:
      return subAction === MEDIA_PLAN_SUB_ACTION
        ? 'Reading your media plan…'
        : 'Processing your insertion order…';
    case ACTIONS.campaignAugmentor:
      return 'Updating the campaign details…';
    case ACTIONS.creativeProcessor:
      return 'Processing your creative assets…';
    case ACTIONS.creativeAugmentor:
      return 'Updating the creative details…';
    case ACTIONS.campaignLauncher:
      return 'Building your launch configuration…';
    case ACTIONS.launchAugmentor:
      return 'Updating the launch configuration…';
    case ACTIONS.mediaBriefProcessor:
      return 'Reading your media brief…';
    case ACTIONS.analyzeCampaign:
      return subAction === 'cross-platform' || !platform
        ? 'Analysing your campaign across platforms…'
        : `Analysing your ${platform.replace(/^The /, '')} campaign…`;
    case ACTIONS.optimizeCampaign:
      return 'Looking for optimization opportunities…';
    case ACTIONS.optimizationExecutor:
      return 'Executing the optimization…';
    case ACTIONS.qaCampaign:
      return 'Running QA on your campaign…';
    case ACTIONS.fastTrack:
      return platform ? `Fast-tracking your campaign to ${platform}…` : 'Fast-tracking your campaign…';
    default:
      return 'Working on it…';
  }
}

/** The acknowledgement of a regeneration. */
export function regenerationAcknowledgement(feedback: string | undefined): string {
  return feedback ? 'Regenerating with your feedback…' : 'Regenerating the response…';
}
