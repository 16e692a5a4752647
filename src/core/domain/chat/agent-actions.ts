/**
 * Agent (action) names of spec 1 §3 that the chat rules distinguish. A message's `action` is
 * free text from the backend, so these are plain strings and unknown actions are expected.
 */

/** Read an insertion order or update its extracted campaign details. */
export const CAMPAIGN_ACTIONS = ['campaign-processor', 'campaign-augmentor'] as const;
/** Read creative assets or update their details. */
export const CREATIVE_ACTIONS = ['creative-processor', 'creative-augmentor'] as const;
/** Build a launch configuration or update it. */
export const LAUNCH_ACTIONS = ['campaign-launcher', 'launch-augmentor'] as const;

/** Create a campaign on one ad platform. */
export const PLATFORM_API_ACTIONS = [
  'fb-api',
  'gam-api',
  'g-ads-api',
  'tiktok-api',
  'madhive-api',
  'dv360-api',
  'youtube-dv360-api',
  'ttd-api',
  'gt-api',
  'reddit-api',
  // Amazon DSP is a destination (spec 1 §1) whose agent the spec's list does not name; the demo
  // backend calls it amazon-dsp-api.
  'amazon-dsp-api',
] as const;

/** Orchestrations that run the whole pipeline and report step progress (spec 2 §4.1). */
export const FAST_TRACK_ACTIONS = ['fast-track', 'fast-track-shell'] as const;
export const SALESFORCE_ORCHESTRATION_ACTION = 'salesforce-orchestration';
export const SALESFORCE_API_ACTION = 'salesforce-api';

/** Whether `action` is one of `names`, for actions typed as free text. */
export function isOneOf(action: string | undefined, names: readonly string[]): boolean {
  return action !== undefined && names.includes(action);
}

export function isPlatformApiAction(action: string | undefined): boolean {
  return isOneOf(action, PLATFORM_API_ACTIONS);
}
