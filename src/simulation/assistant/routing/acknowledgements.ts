import { destinationOfStepPlatform } from '../../../core/domain/orchestration-run/step-platforms';
import { ACTIONS, MEDIA_PLAN_SUB_ACTION } from '../shared/action-names';
import { isApiAction, labelOf } from '../shared/platform-catalog';

/** The short message shown while an action is processing. */
export function acknowledgement(action: string, subAction?: string): string {
  const platform = subAction && subAction !== MEDIA_PLAN_SUB_ACTION ? labelOf(subAction) : undefined;
  if (isApiAction(action)) return platformWorkAcknowledgement(subAction);
  const on = (words: string) => (platform ? `${words} on ${platform}…` : `${words}…`);
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
    case ACTIONS.screenshotBuilder:
      return 'Taking screenshots of your campaign as placed…';
    case ACTIONS.salesforceApi:
      return 'Creating the Salesforce opportunity…';
    case ACTIONS.allocateBudget:
      return 'Allocating the budget…';
    case ACTIONS.planCampaign:
      return 'Planning your DV360 campaign…';
    case ACTIONS.facebookAuditor:
    case ACTIONS.gamAuditor:
      return on('Auditing your campaign');
    case ACTIONS.assignCreatives:
      return on('Assigning the creatives');
    case ACTIONS.uploadCreatives:
      return on('Uploading the creatives');
    case ACTIONS.fastTrack:
      return platform ? `Fast-tracking your campaign to ${platform}…` : 'Fast-tracking your campaign…';
    default:
      return 'Working on it…';
  }
}

/** A platform agent at work: creating a campaign, or the step its sub-action names. */
function platformWorkAcknowledgement(subAction: string | undefined): string {
  const part = subAction?.replace(/^(enable_campaign_monitoring|get_impression_reporting)_/, '');
  const platform = part ? labelOf(destinationOfStepPlatform(part)) : 'the platform';
  if (subAction?.startsWith('enable_campaign_monitoring_')) return `Enabling monitoring on ${platform}…`;
  if (subAction?.startsWith('get_impression_reporting_'))
    return `Pulling the impression report from ${platform}…`;
  if (subAction === 'copy_facebook_campaign') return 'Copying the Facebook campaign…';
  return `Creating the campaign on ${platform}…`;
}

/** The acknowledgement of a regeneration. */
export function regenerationAcknowledgement(feedback: string | undefined): string {
  return feedback ? 'Regenerating with your feedback…' : 'Regenerating the response…';
}
