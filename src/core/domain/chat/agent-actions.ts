import { agentsOf } from '../agents/agent-catalogue';

/**
 * Groups of agents (spec 1 §3) that the chat rules treat alike, read from the agent catalogue. A
 * message's `action` is free text from the backend, so these are plain strings and unknown
 * actions are expected.
 */

/** Read an insertion order or update its extracted campaign details. */
export const CAMPAIGN_ACTIONS = agentsOf('campaign-details');
/** Read creative assets or update their details. */
export const CREATIVE_ACTIONS = agentsOf('creatives');
/** Build a launch configuration or update it. */
export const LAUNCH_ACTIONS = agentsOf('launch');
/** Create a campaign on one ad platform. */
export const PLATFORM_API_ACTIONS = agentsOf('platform-api');
/** Orchestrations that run the whole pipeline and report step progress (spec 2 §4.1). */
export const FAST_TRACK_ACTIONS = agentsOf('fast-track');

/** Whether `action` is one of `names`, for actions typed as free text. */
export function isOneOf(action: string | undefined, names: readonly string[]): boolean {
  return action !== undefined && names.includes(action);
}

export function isPlatformApiAction(action: string | undefined): boolean {
  return isOneOf(action, PLATFORM_API_ACTIONS);
}
