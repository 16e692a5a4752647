import { acknowledgement } from './acknowledgements';
import { builderFor } from './action-builders';
import { ACTIONS } from './actions';
import type { BuildContext } from './context';
import { processingTime } from './context';
import { generalReply } from './general-reply';
import { createRandom } from './random';
import { routeMessage } from './route-message';
import type { Assistant, AssistantReply, AssistantRequest, PriorResult } from './types';

export type { Assistant, AssistantReply, AssistantRequest, AssistantResult, PriorResult } from './types';

export interface AssistantOptions {
  /** The clock used for date checks ("flight dates in the past") and sample flights; real time by default. */
  now?: () => Date;
}

/** The demo assistant: deterministic for a seed (and a clock), pure TypeScript for Node and the browser. */
export function createAssistant(options: AssistantOptions = {}): Assistant {
  const now = options.now ?? (() => new Date());

  const processing = (
    action: string,
    subAction: string | undefined,
    context: BuildContext,
  ): AssistantReply => ({
    action,
    ...(subAction ? { subAction } : {}),
    content: acknowledgement(action, subAction),
    pending: { processingMs: processingTime(context.random), result: builderFor(action)(context, subAction) },
  });

  return {
    reply(request: AssistantRequest): AssistantReply {
      const route = routeMessage(request);
      const context: BuildContext = { request, random: createRandom(request.seed), now: now() };
      if (route.action === ACTIONS.general) return { action: ACTIONS.general, content: generalReply() };
      if (route.action === ACTIONS.askAssistant)
        return { action: ACTIONS.askAssistant, content: generalReply() };
      return processing(route.action, route.subAction, context);
    },
    regenerate(original: PriorResult, _feedback: string | undefined, seed: number): AssistantReply {
      const request = requestFor(original, seed);
      const action = original.action ?? ACTIONS.general;
      return processing(action, original.subAction, { request, random: createRandom(seed), now: now() });
    },
    edit(original: PriorResult, _instructions: string, seed: number): AssistantReply {
      const action = original.action ?? ACTIONS.general;
      const random = createRandom(seed);
      return {
        action,
        content: acknowledgement(action, original.subAction),
        pending: {
          processingMs: processingTime(random),
          result: {
            status: 'completed',
            content: 'No changes were needed.',
            jsonResponse: original.jsonResponse,
          },
        },
      };
    },
    ask(_original: PriorResult, _question: string, _seed: number): AssistantReply {
      return { action: ACTIONS.askAssistant, content: generalReply() };
    },
  };
}

function requestFor(original: PriorResult, seed: number): AssistantRequest {
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
