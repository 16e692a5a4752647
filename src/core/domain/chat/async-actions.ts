import type { Agent } from '../agents/agent';
import { AGENTS, agentNamed } from '../agents/agent-catalogue';
import type { WorkflowType } from '../orchestration';
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

const WORKFLOW_TYPES: readonly WorkflowType[] = [
  'fast-track',
  'fast-track-shell',
  'salesforce-orchestration',
];

function asWorkflowType(value: unknown): WorkflowType | null {
  return WORKFLOW_TYPES.find((type) => type === value) ?? null;
}

/** What a message or campaign offers for telling its workflow type. */
export interface WorkflowClues {
  action?: string;
  metadata?: unknown;
  creativeFilePath?: string | null;
}

/**
 * The workflow type (spec 1 §3): the action when it names one, else metadata.workflowType, else
 * fast-track when a creative file was given and the shell variant (which skips creatives) when not.
 */
export function inferWorkflowType(clues: WorkflowClues): WorkflowType {
  const fromAction = asWorkflowType(clues.action);
  if (fromAction) return fromAction;
  const metadata = clues.metadata;
  const fromMetadata =
    typeof metadata === 'object' && metadata !== null
      ? asWorkflowType((metadata as { workflowType?: unknown }).workflowType)
      : null;
  if (fromMetadata) return fromMetadata;
  return clues.creativeFilePath?.trim() ? 'fast-track' : 'fast-track-shell';
}
