/** What a typed message asks for, as the conversation layer understands it (issue 32). */
export const CONVERSATION_INTENTS = [
  'greeting',
  'thanks',
  'cancel',
  'off-topic',
  'identity',
  'capabilities',
  'how-it-works',
  'platform-support',
  'account-status',
  'definition',
  'budget',
  'recap',
  'performance',
] as const;

/** Requests for work: each needs a document or an earlier result to work on. */
export const WORK_INTENTS = [
  'read-io',
  'media-plan',
  'creatives',
  'launch-config',
  'create-on-platform',
  'fast-track',
  'salesforce',
  'analyse',
  'optimise',
  'qa',
  'screenshots',
  'monitoring',
  'reporting',
  'allocate-budget',
  'plan',
  'edit',
  'fix',
  'pause',
  'activate',
  'stop',
] as const;

export type ConversationIntent = (typeof CONVERSATION_INTENTS)[number];
export type WorkIntent = (typeof WORK_INTENTS)[number];
export type Intent = ConversationIntent | WorkIntent;

export function isWorkIntent(intent: Intent): intent is WorkIntent {
  return (WORK_INTENTS as readonly string[]).includes(intent);
}
