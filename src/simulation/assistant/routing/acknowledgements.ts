import { agentNamed } from '../../../core/domain/agents/agent-catalogue';
import { destinationOfStepPlatform } from '../../../core/domain/orchestration-run/step-platforms';
import { MEDIA_PLAN_SUB_ACTION } from '../shared/action-names';
import { isApiAction, labelOf } from '../shared/platform-catalog';

const STEP_SUB_ACTION = /^(enable_campaign_monitoring|get_impression_reporting)_/;

/** The short message shown while an action is processing: the agent catalogue's words. */
export function acknowledgement(action: string, subAction?: string): string {
  if (isApiAction(action) && subAction && STEP_SUB_ACTION.test(subAction))
    return platformStepAcknowledgement(subAction);
  const words = agentNamed(action)?.acknowledgement;
  if (!words) return 'Working on it…';
  const variant = subAction ? words.bySubAction?.[subAction] : undefined;
  if (variant) return variant;
  const platform = platformNamed(action, subAction);
  return platform && words.onPlatform ? withPlatform(words.onPlatform, platform) : words.text;
}

/** The platform a message names: a platform agent's sub-action is a step platform, others' a destination. */
function platformNamed(action: string, subAction: string | undefined): string | undefined {
  if (!subAction || subAction === MEDIA_PLAN_SUB_ACTION) return undefined;
  return labelOf(isApiAction(action) ? destinationOfStepPlatform(subAction) : subAction);
}

/** "your The Trade Desk campaign" reads wrong: after a possessive the platform's article goes. */
function withPlatform(template: string, platform: string): string {
  return template.replace(/(your )?\{platform\}/, (_match, your: string | undefined) =>
    your ? `${your}${platform.replace(/^The /, '')}` : platform,
  );
}

/** A platform agent's monitoring or reporting: the step its sub-action names. */
function platformStepAcknowledgement(subAction: string): string {
  const platform = labelOf(destinationOfStepPlatform(subAction.replace(STEP_SUB_ACTION, '')));
  if (subAction.startsWith('enable_campaign_monitoring_')) return `Enabling monitoring on ${platform}…`;
  return `Pulling the impression report from ${platform}…`;
}

/** The acknowledgement of a regeneration. */
export function regenerationAcknowledgement(feedback: string | undefined): string {
  return feedback ? 'Regenerating with your feedback…' : 'Regenerating the response…';
}
