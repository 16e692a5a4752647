import { type AgentName, isAgentName } from '../../../core/domain/agents/agent-catalogue';

/**
 * What the demo assistant answers with: an agent's name as the catalogue declares it, or its
 * plain reply (not an agent: an immediate, friendly answer to anything it cannot act upon).
 */
export type AssistantAction = AgentName | 'general';

/** A stored result's action as the assistant answers again: its agent, `absent` when it has none. */
export function assistantActionOf(
  action: string | undefined,
  absent: AssistantAction = 'general',
): AssistantAction {
  if (action === undefined) return absent;
  return isAgentName(action) ? action : 'general';
}

/** The sub-action of a campaign-processor run on a media plan rather than an insertion order. */
export const MEDIA_PLAN_SUB_ACTION = 'media-plan';

/** Sub-actions of the campaign processor showing the document a result was read from. */
export const VIEW_ORIGINAL_SUB_ACTION = 'original-io';
export const COMPARE_ORIGINAL_SUB_ACTION = 'compare-original-io';

/** The edit agent that reworks the result of each processing agent (spec 1 §2 dialogs). */
export function augmentorFor(action: string | undefined): AssistantAction {
  switch (action) {
    case 'campaign-processor':
    case 'campaign-augmentor':
    case 'media-brief-processor':
      return 'campaign-augmentor';
    case 'creative-processor':
    case 'creative-augmentor':
      return 'creative-augmentor';
    case 'campaign-launcher':
    case 'launch-augmentor':
      return 'launch-augmentor';
    default:
      return assistantActionOf(action, 'campaign-augmentor');
  }
}
