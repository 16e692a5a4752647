import { askedPart } from './conversation/asked-part';
import { clarifyingQuestion } from './conversation/clarifying-question';
import { converse } from './conversation/converse';
import { creativesSourceAnswer } from './conversation/creatives-source';
import { languageOf } from './conversation/language';
import { needsInputReply, sampleOfferFor } from './conversation/needs-input';
import { type Settlement, settleOffer } from './conversation/settle-offer';
import { SOCIAL_REPLIES } from './conversation/social-replies';
import { CONFIDENT, type Understanding, understand } from './conversation/understand';
import { creativesAlreadyProcessed, missingInput } from './conversation/work-guard';
import { answerAboutResult } from './follow-ups/ask-about-result';
import type { FixSetting } from './follow-ups/auto-fix';
import { editResult } from './follow-ups/edit-result';
import { regenerateResult } from './follow-ups/regenerate-result';
import { acknowledgement, regenerationAcknowledgement } from './routing/acknowledgements';
import { builderFor } from './routing/action-builders';
import { faqAnswer } from './routing/faq-answers';
import { generalReply, notEnabledReply } from './routing/general-reply';
import { immediateReply } from './routing/immediate-replies';
import { routeMessage } from './routing/route-message';
import { type AssistantAction, assistantActionOf, augmentorFor } from './shared/action-names';
import type {
  Assistant,
  AssistantReply,
  AssistantRequest,
  AssistantResult,
  EditAccount,
  PriorResult,
} from './shared/assistant-contract';
import { type BuildContext, priorResultsOf, processingTime } from './shared/build-context';
import type { CreativeResultJson } from './shared/result-shapes';
import { SAMPLE_INSERTION_ORDER } from './shared/sample-insertion-order';
import { createRandom } from './shared/seeded-random';

export {
  type LaunchTemplateReading,
  readLaunchTemplate,
  type TemplateLineItem,
} from './campaign-launcher/read-launch-template';

/** Reading documents (issue 12): the entry points the run engine's steps call, pure and deterministic. */
export {
  describeSource,
  type InsertionOrderReading,
  type ReadLineItem,
  type ReadValue,
  readInsertionOrder,
  type SourceLine,
} from './campaign-processor/read-insertion-order';
export type {
  AccountSnapshot,
  Assistant,
  AssistantReply,
  AssistantRequest,
  AssistantResult,
  ChatTurn,
  EditAccount,
  Offer,
  PriorResult,
} from './shared/assistant-contract';

export interface AssistantOptions {
  /** The clock for date checks ("flight dates in the past") and sample flights; real time by default. */
  now?: () => Date;
}

/** The demo assistant: deterministic for a seed (and a clock), pure TypeScript for Node and the browser. */
export function createAssistant(options: AssistantOptions = {}): Assistant {
  const now = options.now ?? (() => new Date());
  const contextFor = (request: AssistantRequest): BuildContext => ({
    request,
    random: createRandom(request.seed),
    now: now(),
  });

  const assistant: Assistant = {
    reply(typed) {
      const request = { ...typed, text: askedPart(typed.text) };
      const settled = settleOffer(request);
      if (settled) return settling(settled, request);
      const immediate = immediateReply(request);
      if (immediate) return immediate;
      const understanding = understand(request.text);
      const routed = routeMessage(request);
      const turn = converse(request, understanding, routed);
      if (turn && 'reply' in turn) return { action: turn.action, content: turn.reply };
      if (turn && 'edit' in turn)
        return editing(turn.edit, turn.instructions, contextFor(request), {
          account: accountOf(request),
          language: understanding.language,
        });
      const route = turn?.route ?? routed;
      if (route.reply) return { action: route.action, content: route.reply };
      if (route.platform && request.enabledChannels[route.platform.id] === false) {
        return {
          action: 'general',
          content: notEnabledReply(route.platform.label, request.enabledChannels),
        };
      }
      const processed = creativesAlreadyProcessed(route, request);
      if (processed)
        return {
          action: 'ask-assistant',
          content: creativesSourceAnswer(processed.jsonResponse as CreativeResultJson),
        };
      const missing = missingInput(route, request);
      if (missing) {
        const offer = sampleOfferFor(missing.missing);
        return {
          action: 'ask-assistant',
          content: needsInputReply(missing.missing, understanding.language, missing.platform),
          ...(offer ? { offer } : {}),
        };
      }
      if (turn?.reading) {
        return {
          action: 'general',
          content: clarifyingQuestion(understanding.language, turn.reading),
          offer: { kind: 'reading', text: turn.reading },
        };
      }
      if (route.action === 'general') return { action: 'general', content: notUnderstood(understanding) };
      if (route.action === 'ask-assistant')
        return { action: 'ask-assistant', content: answerQuestion(request, understanding) };
      const context = contextFor(request);
      return processing(
        route.action,
        route.subAction,
        context,
        builderFor(route.action)(context, route.subAction),
      );
    },

    regenerate(original, feedback, seed) {
      const context = contextFor(requestAbout(original, seed));
      const action = assistantActionOf(original.action);
      return {
        ...processing(
          action,
          original.subAction,
          context,
          regenerateResult(original, feedback?.trim() || undefined, context),
        ),
        content: regenerationAcknowledgement(feedback?.trim() || undefined, languageOf(feedback ?? '')),
      };
    },

    edit(original, instructions, seed, account) {
      return editing(original, instructions, contextFor(requestAbout(original, seed)), {
        ...(account ? { account } : {}),
      });
    },

    ask(original, question) {
      return { action: 'ask-assistant', content: answerAboutResult(original, question) };
    },
  };
  /** Carries out what a "yes", a "no" or a choice settled of the last answer's offer. */
  function settling(settled: Settlement, request: AssistantRequest): AssistantReply {
    const { pendingOffer: _settled, ...rest } = request;
    if ('answer' in settled) return settled.answer;
    if ('message' in settled) return assistant.reply({ ...rest, text: settled.message });
    if ('fix' in settled) {
      const setting = { keep: settled.keep, account: accountOf(request), language: languageOf(request.text) };
      return editing(settled.fix, 'fix the issues', contextFor(request), setting);
    }
    const sample = {
      name: SAMPLE_INSERTION_ORDER.name,
      gcsPath: `demo-sample/${SAMPLE_INSERTION_ORDER.name}`,
    };
    const withSample = {
      ...rest,
      // The "yes" stays the request's text: the answer is in the language it was said in.
      text: request.text,
      attachments: [sample],
      documentText: { [sample.gcsPath]: SAMPLE_INSERTION_ORDER.text },
    };
    const context = contextFor(withSample);
    return processing(
      'campaign-processor',
      undefined,
      context,
      builderFor('campaign-processor')(context, undefined),
    );
  }
  return assistant;
}

/** The account a typed edit is checked against. */
function accountOf(request: AssistantRequest): EditAccount {
  return {
    enabledChannels: request.enabledChannels,
    ...(request.account ? { name: request.account.name } : {}),
  };
}

/** The Edit button's way, also taken by a typed change or "fix the issues". */
function editing(
  original: PriorResult,
  instructions: string,
  context: BuildContext,
  setting: FixSetting,
): AssistantReply {
  const action = augmentorFor(original.action);
  const { result, offer } = editResult(original, instructions, context.now, setting);
  return { ...processing(action, original.subAction, context, result), ...(offer ? { offer } : {}) };
}

function processing(
  action: AssistantAction,
  subAction: string | undefined,
  context: BuildContext,
  result: AssistantResult,
): AssistantReply {
  return {
    action,
    ...(subAction ? { subAction } : {}),
    content: acknowledgement(action, subAction, languageOf(context.request.text)),
    pending: { processingMs: processingTime(context.random), result },
  };
}

/** A message nobody could place: what the assistant can do, in the message's language. */
function notUnderstood(understanding: Understanding): string {
  if (understanding.intent === 'off-topic' && understanding.confidence >= CONFIDENT)
    return SOCIAL_REPLIES['off-topic'][understanding.language];
  return understanding.language === 'en'
    ? generalReply()
    : SOCIAL_REPLIES.capabilities[understanding.language];
}

/** A question in the chat: about the result the user points at, else a general answer. */
function answerQuestion(request: AssistantRequest, understanding: Understanding): string {
  const general = faqAnswer(request.text, understanding.language, request.currency);
  const [prior] = priorResultsOf(request);
  const aboutResult =
    /\b(this|it|its|the (campaign|result|io|insertion order|configuration|budget|flight|creatives?))\b/i.test(
      request.text,
    );
  if (prior?.jsonResponse && (aboutResult || !general)) return answerAboutResult(prior, request.text);
  if (general) return general;
  const offTopic = understanding.intent === 'off-topic' && understanding.confidence >= CONFIDENT;
  return SOCIAL_REPLIES[offTopic ? 'off-topic' : 'unanswered'][understanding.language];
}

function requestAbout(original: PriorResult, seed: number): AssistantRequest {
  return {
    text: '',
    attachments: [],
    documentText: {},
    references: [],
    latestResult: original,
    enabledChannels: {},
    seed,
  };
}
