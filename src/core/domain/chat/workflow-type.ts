import type { WorkflowType } from '../orchestration';
import { statusSourceFor } from './async-actions';

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

/**
 * The action of an orchestration that names no workflow (spec 2 §3's message type, a run started
 * with type auto): its workflow type is inferred from the rest of the message.
 */
export const ORCHESTRATION_ACTION = 'orchestration';

/** Whether a message with this action is a run the chat shows with its progress (spec 2 §2.1). */
export function isRunAction(action: string | undefined): boolean {
  return action === ORCHESTRATION_ACTION || statusSourceFor(action) !== 'message';
}

/**
 * A chat message's workflow type: its JSON response is its metadata, which may also name the
 * creative file's path (`creativeFilePath`).
 */
export function workflowOfMessage(message: { action?: string; jsonResponse?: unknown }): WorkflowType {
  const metadata = message.jsonResponse;
  const path =
    typeof metadata === 'object' && metadata !== null
      ? (metadata as { creativeFilePath?: unknown }).creativeFilePath
      : undefined;
  return inferWorkflowType({
    action: message.action,
    metadata,
    creativeFilePath: typeof path === 'string' ? path : null,
  });
}
