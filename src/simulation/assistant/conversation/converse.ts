import { kindOfResult } from '../follow-ups/result-kind';
import { faqAnswer } from '../routing/faq-answers';
import { type Route, routeMessage } from '../routing/route-message';
import type { AssistantAction } from '../shared/action-names';
import type { AssistantRequest, PriorResult } from '../shared/assistant-contract';
import { priorResultsOf } from '../shared/build-context';
import { campaignInChat } from '../shared/campaign-in-chat';
import { platformMentioned } from '../shared/platform-catalog';
import { accountStatusAnswer } from './account-status';
import { budgetAnswer } from './budget-questions';
import { campaignControlReply } from './campaign-controls';
import { chatRecap } from './chat-recap';
import { type Intent, isWorkIntent, type WorkIntent } from './intents';
import type { Language } from './language';
import { needsInputReply } from './needs-input';
import { platformSupportAnswer } from './platform-support';
import { SOCIAL_REPLIES } from './social-replies';
import { CONFIDENT, SURE, type Understanding } from './understand';

/** What the conversation layer makes of a message the keyword routes could not place. */
export type Turn =
  | { reply: string; action: AssistantAction }
  /** A typed change or "fix the issues": the Edit button's way, on this result. */
  | { edit: PriorResult; instructions: string }
  /** Work the message asks for in other words (French, a typo): `reading` is asked back first when set. */
  | { route: Route; reading?: string };

/** Questions answered even when the chat has a result the question could be about. */
const OVER_RESULT: ReadonlySet<Intent> = new Set([
  'greeting',
  'thanks',
  'cancel',
  'identity',
  'capabilities',
  'how-it-works',
  'platform-support',
  'account-status',
  'recap',
  'performance',
  'edit',
  'fix',
  'pause',
  'activate',
  'stop',
]);
/** "Is it paused?" is answered by what the controls say of the chat's campaign. */
const CONTROLS: ReadonlySet<Intent> = new Set(['pause', 'activate', 'stop']);
const ASKS = /^(what|what's|whats|which|how|who|when|where|why|is|are|does|do)\b/i;
const ABOUT_RESULT =
  /\b(this|it|its|the (campaign|result|io|insertion order|configuration|budget|flight|creatives?|line items?))\b/i;

/**
 * Answers the messages the keyword routes send to the generic answer or to a general question:
 * social messages, questions about the product and the account, typed edits, and work asked for
 * in other words. Messages with files, and commands the routes understood, are left to them.
 */
export function converse(
  request: AssistantRequest,
  understanding: Understanding,
  routed: Route,
): Turn | undefined {
  if (request.attachments.length > 0 || routed.reply) return undefined;
  const { intent, language } = understanding;
  if (
    routed.action !== 'general' &&
    routed.action !== 'ask-assistant' &&
    !asksAbout(understanding, request.text)
  )
    return undefined;
  const prior = priorResultsOf(request).find((result) => result.jsonResponse !== undefined);
  const aboutResult = routed.action === 'ask-assistant' && prior && ABOUT_RESULT.test(request.text);
  // A question worded about the chat's result goes to the result unless it clearly asks something else.
  if (aboutResult && (!OVER_RESULT.has(intent) || understanding.confidence < SURE)) return undefined;
  if (understanding.confidence < CONFIDENT && !understanding.reading) return undefined;
  // "What is the total budget?" or "which line items are on DV360?" read like work to the
  // classifier; a question asked with a question word asks, it orders nothing.
  if (isWorkIntent(intent) && !CONTROLS.has(intent) && ASKS.test(request.text.trim())) return undefined;
  if (isWorkIntent(intent)) return workTurn(intent, request, language, prior, understanding.reading);
  return answer(intent, request, language);
}

/**
 * "Can you explain how the fast-track works?" names work the keyword routes act on, but asks a
 * question: a clear question intent, asked as a question, is answered rather than carried out.
 */
function asksAbout(understanding: Understanding, text: string): boolean {
  const question = text.trim().endsWith('?') || ASKS.test(text.trim());
  return (
    question &&
    !isWorkIntent(understanding.intent) &&
    understanding.intent !== 'off-topic' &&
    understanding.confidence >= SURE
  );
}

function answer(
  intent: Exclude<Intent, WorkIntent>,
  request: AssistantRequest,
  language: Language,
): Turn | undefined {
  switch (intent) {
    case 'greeting':
    case 'thanks':
    case 'cancel':
    case 'off-topic':
      return { action: 'general', reply: SOCIAL_REPLIES[intent][language] };
    case 'identity':
    case 'capabilities':
    case 'how-it-works':
      return { action: 'ask-assistant', reply: SOCIAL_REPLIES[intent][language] };
    case 'platform-support':
      return {
        action: 'ask-assistant',
        reply: platformSupportAnswer(request.text, request.enabledChannels, request.account, language),
      };
    case 'account-status':
      return { action: 'ask-assistant', reply: accountStatusAnswer(request.account, language) };
    case 'definition': {
      const definition = faqAnswer(request.text, language, request.currency);
      return definition ? { action: 'ask-assistant', reply: definition } : undefined;
    }
    case 'budget':
      return { action: 'ask-assistant', reply: budgetAnswer(request.text, language) };
    case 'recap':
      return {
        action: 'ask-assistant',
        reply: chatRecap(priorResultsOf({ ...request, references: [] }), language),
      };
    case 'performance': {
      if (!campaignInChat(request))
        return { action: 'ask-assistant', reply: needsInputReply('campaign-to-change', language) };
      return { route: routeMessage({ ...request, text: 'get the impression report' }) };
    }
  }
}

function workTurn(
  intent: WorkIntent,
  request: AssistantRequest,
  language: Language,
  prior: PriorResult | undefined,
  reading: string | undefined,
): Turn | undefined {
  if (intent === 'edit' || intent === 'fix') {
    const editable = prior && kindOfResult(prior) !== 'other' ? prior : undefined;
    if (!editable) return { action: 'ask-assistant', reply: needsInputReply('result-to-edit', language) };
    if (reading) return { route: { action: 'general' }, reading };
    return { edit: editable, instructions: intent === 'fix' ? 'fix the issues' : request.text };
  }
  if (intent === 'pause' || intent === 'activate' || intent === 'stop') {
    return {
      action: 'ask-assistant',
      reply: campaignControlReply(intent, campaignInChat(request), language),
    };
  }
  const platform = platformMentioned(reading ?? request.text)?.label;
  const route = routeMessage({ ...request, text: IN_ENGLISH[intent](platform) });
  return { route, ...(reading ? { reading } : {}) };
}

/** Each kind of work as the keyword routes know it, to route work asked for in other words. */
const IN_ENGLISH: Readonly<
  Record<Exclude<WorkIntent, 'edit' | 'fix' | 'pause' | 'activate' | 'stop'>, (platform?: string) => string>
> = {
  'read-io': () => 'process the insertion order',
  'media-plan': () => 'process the media plan',
  creatives: () => 'process the creatives',
  'launch-config': () => 'build the launch configuration',
  'create-on-platform': (platform) => (platform ? `create the campaign on ${platform}` : 'launch it'),
  'fast-track': (platform) => `fast track it${platform ? ` to ${platform}` : ''}`,
  salesforce: () => 'create the salesforce opportunity',
  analyse: (platform) => `analyze the campaign${platform ? ` on ${platform}` : ''}`,
  optimise: (platform) => `optimize the campaign${platform ? ` on ${platform}` : ''}`,
  qa: (platform) => `qa the campaign${platform ? ` on ${platform}` : ''}`,
  screenshots: () => 'take screenshots of the campaign',
  monitoring: () => 'enable monitoring',
  reporting: () => 'get the impression report',
  'allocate-budget': () => 'allocate the budget',
  plan: () => 'plan a dv360 campaign',
};
