import type { ImmediateAgentName } from '../../../core/domain/agents/agent-catalogue';
import type { AssistantReply, AssistantRequest } from '../shared/assistant-contract';

/**
 * An agent whose answer is the reply itself (the catalogue's `reply: 'immediate'`): the words
 * that ask for it and its answer, made from the request — the chat's history included.
 */
export interface ImmediateReply {
  asked: RegExp;
  answer(request: AssistantRequest): string;
}

/**
 * The immediate agents the demo assistant answers by their own words, each in its own folder
 * (issue 33): a new one is its catalogue entry, its file and one line here. Only agents the
 * catalogue declares immediate may be named: the client polls no other answer.
 */
export const IMMEDIATE_REPLIES: Readonly<Partial<Record<ImmediateAgentName, ImmediateReply>>> = {};

/** The answer of the first immediate agent the message asks for; undefined when it asks for none. */
export function immediateReply(
  request: AssistantRequest,
  replies: Readonly<Partial<Record<ImmediateAgentName, ImmediateReply>>> = IMMEDIATE_REPLIES,
): AssistantReply | undefined {
  for (const [action, reply] of Object.entries(replies) as [ImmediateAgentName, ImmediateReply][]) {
    if (reply.asked.test(request.text)) return { action, content: reply.answer(request) };
  }
  return undefined;
}
