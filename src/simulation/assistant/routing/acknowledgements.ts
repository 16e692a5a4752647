import { agentNamed } from '../../../core/domain/agents/agent-catalogue';
import { destinationOfStepPlatform } from '../../../core/domain/orchestration-run/step-platforms';
import type { Language } from '../conversation/language';
import { MEDIA_PLAN_SUB_ACTION } from '../shared/action-names';
import { isApiAction, labelOf } from '../shared/platform-catalog';
import { inLanguage } from './acknowledgement-translations';
import { acknowledgementWords } from './acknowledgement-words';

const STEP_SUB_ACTION = /^(enable_campaign_monitoring|get_impression_reporting)_/;

/** The short message shown while an action is processing: the agent catalogue's words, in the user's language. */
export function acknowledgement(action: string, subAction?: string, language: Language = 'en'): string {
  if (isApiAction(action) && subAction && STEP_SUB_ACTION.test(subAction))
    return platformStepAcknowledgement(subAction, language);
  const words = acknowledgementWords(action, agentNamed(action)?.family);
  if (!words) return inLanguage(language, 'Working on it…');
  const variant = subAction ? words.bySubAction?.[subAction] : undefined;
  if (variant) return inLanguage(language, variant);
  const platform = platformNamed(action, subAction);
  return platform && words.onPlatform
    ? withPlatform(words.onPlatform, platform, language)
    : inLanguage(language, words.text);
}

/** The platform a message names: a platform agent's sub-action is a step platform, others' a destination. */
function platformNamed(action: string, subAction: string | undefined): string | undefined {
  if (!subAction || subAction === MEDIA_PLAN_SUB_ACTION) return undefined;
  return labelOf(isApiAction(action) ? destinationOfStepPlatform(subAction) : subAction);
}

/** "your The Trade Desk campaign" reads wrong: after a possessive the platform's article goes. */
function withPlatform(template: string, platform: string, language: Language): string {
  if (language !== 'en') return inLanguage(language, template).replace('{platform}', platform);
  return template.replace(/(your )?\{platform\}/, (_match, your: string | undefined) =>
    your ? `${your}${platform.replace(/^The /, '')}` : platform,
  );
}

/** A platform agent's monitoring or reporting: the step its sub-action names. */
function platformStepAcknowledgement(subAction: string, language: Language): string {
  const platform = labelOf(destinationOfStepPlatform(subAction.replace(STEP_SUB_ACTION, '')));
  return withPlatform(
    subAction.startsWith('enable_campaign_monitoring_')
      ? 'Enabling monitoring on {platform}…'
      : 'Pulling the impression report from {platform}…',
    platform,
    language,
  );
}

/** The acknowledgement of a regeneration. */
export function regenerationAcknowledgement(feedback: string | undefined, language: Language = 'en'): string {
  return inLanguage(language, feedback ? 'Regenerating with your feedback…' : 'Regenerating the response…');
}
