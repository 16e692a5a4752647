import type { Agent } from '../agents/agent';
import { AGENTS, agentNamed } from '../agents/agent-catalogue';
import { isOneOf } from './agent-actions';

/** How often an asynchronous result is polled (spec 1 §9). */
export const POLL_INTERVAL_MS = 2000;
/** After a new chat, polling starts this much later (spec 1 §4, §9). */
export const DELAYED_POLL_MS = 1000;

/** Actions whose acknowledgement arrives first and whose result is polled for (spec 1 §4): the catalogue's polled agents. */
export const ASYNC_ACTIONS: readonly string[] = AGENTS.filter((agent) => agent.reply === 'polled').map(
  (agent) => agent.name,
);

export function isAsyncAction(action: string | undefined): boolean {
  return isOneOf(action, ASYNC_ACTIONS);
}

/** Which status call watches a result: the orchestration ones report step progress (spec 1 §7). */
export type StatusSource = 'message' | NonNullable<Agent['statusSource']>;

export function statusSourceFor(action: string | undefined): StatusSource {
  return agentNamed(action)?.statusSource ?? 'message';
}
