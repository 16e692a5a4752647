import { agentResultOf } from '../agents/agent-results';
import { STEP_ID_PLATFORMS, stepPlatformOf } from './step-platforms';

export { destinationOfStepPlatform, STEP_ID_PLATFORMS, stepPlatformOf } from './step-platforms';

/**
 * The workflow steps of spec 1 §3 ("each step has id, text, icon"): their ids, the text a run or a
 * chat shows for them, and which step a bot message stands for. The icons are keyed by the same ids
 * elsewhere; this file holds ids and texts only.
 */

/** The platforms of the {platform} step ids (spec 1 §3), with the name the texts give them. */
export const STEP_PLATFORM_NAMES: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  gam: 'Google Ad Manager',
  google_search: 'Google Ads Search',
  google_display: 'Google Display',
  google_pmax: 'Google Ads Performance Max',
  tiktok: 'TikTok',
  madhive: 'Madhive',
  dv360: 'DV360',
  ttd: 'The Trade Desk',
  reddit: 'Reddit',
  amazon_dsp: 'Amazon DSP',
  groundtruth: 'GroundTruth',
};

/** Monitoring and impression reporting: spec 1 §3 names these four. */
const MONITORED_PLATFORMS = ['facebook', 'gam', 'tiktok', 'amazon_dsp'];
/** Analyze, optimize, execute optimization and QA: spec 1 §3 names these three. */
const OPTIMIZED_PLATFORMS = ['dv360', 'ttd', 'reddit'];

/** Step ids with one text each; `{p}` stands for the platform's name. */
const FIXED_TEXTS: Readonly<Record<string, string>> = {
  upload_an_insertion_order: 'Upload an insertion order',
  update_campaign_details: 'Update campaign details',
  process_creative_assets: 'Process creative assets',
  update_creative_details: 'Update creative details',
  apply_launch_configuration: 'Apply launch configuration',
  update_configuration_details: 'Update configuration details',
  plan_dv360_campaign: 'Plan a DV360 campaign',
  allocate_budget: 'Allocate budget',
  create_salesforce_opportunity: 'Create a Salesforce opportunity',
  copy_facebook_campaign: 'Copy a Facebook campaign',
  generate_screenshots: 'Generate screenshots',
  upload_a_media_plan: 'Upload a media plan',
  process_media_briefs: 'Process media briefs',
  fast_track_salesforce_opportunity: 'Fast track a Salesforce opportunity',
};

/** Step-id prefixes followed by a platform, most specific first, with their texts. */
const PLATFORM_TEXTS: readonly [prefix: string, text: string][] = [
  ['fast_track_shell_', 'Fast track a campaign shell to {p}'],
  ['fast_track_', 'Fast track to {p}'],
  ['create_the_campaign_', 'Create the campaign on {p}'],
  ['assign_creatives_', 'Assign creatives on {p}'],
  ['upload_creatives_', 'Upload creatives to {p}'],
  ['enable_campaign_monitoring_', 'Enable campaign monitoring on {p}'],
  ['get_impression_reporting_', 'Get impression reporting from {p}'],
  ['execute_optimization_', 'Execute the optimization on {p}'],
  ['analyze_', 'Analyze the {p} campaign'],
  ['optimize_', 'Optimize the {p} campaign'],
  ['audit_campaign_', 'Audit the {p} campaign'],
  ['qa_', 'QA the {p} campaign'],
];

const withPlatforms = (prefix: string, platforms: readonly string[]) =>
  platforms.map((platform) => `${prefix}${platform}`);

/** Every step id spec 1 §3 lists, in its order (plus the auditors' steps, which it names as agents). */
export const WORKFLOW_STEP_IDS: readonly string[] = [
  'upload_an_insertion_order',
  'update_campaign_details',
  'process_creative_assets',
  'update_creative_details',
  'apply_launch_configuration',
  'update_configuration_details',
  ...withPlatforms('create_the_campaign_', STEP_ID_PLATFORMS),
  ...withPlatforms('assign_creatives_', STEP_ID_PLATFORMS),
  ...withPlatforms('upload_creatives_', STEP_ID_PLATFORMS),
  ...['analyze_', 'optimize_', 'execute_optimization_', 'qa_'].flatMap((prefix) =>
    withPlatforms(prefix, OPTIMIZED_PLATFORMS),
  ),
  'plan_dv360_campaign',
  'allocate_budget',
  'create_salesforce_opportunity',
  'copy_facebook_campaign',
  ...withPlatforms('enable_campaign_monitoring_', MONITORED_PLATFORMS),
  ...withPlatforms('get_impression_reporting_', MONITORED_PLATFORMS),
  'generate_screenshots',
  'upload_a_media_plan',
  'process_media_briefs',
  ...withPlatforms('fast_track_', STEP_ID_PLATFORMS),
  ...withPlatforms('fast_track_shell_', STEP_ID_PLATFORMS),
  'fast_track_salesforce_opportunity',
  ...withPlatforms('audit_campaign_', ['facebook', 'gam']),
];

/** The text of a step id; a {platform} step of a platform the spec does not list reads the same way. */
export function workflowStepText(stepId: string): string {
  const fixed = FIXED_TEXTS[stepId];
  if (fixed) return fixed;
  for (const [prefix, text] of PLATFORM_TEXTS) {
    if (!stepId.startsWith(prefix)) continue;
    const part = stepId.slice(prefix.length);
    return text.replace('{p}', STEP_PLATFORM_NAMES[part] ?? part.replace(/_/g, ' '));
  }
  return stepId.replace(/_/g, ' ');
}

/**
 * The step a bot message stands for, from its action (agent) and sub-action: the sub-action is
 * the platform, a step id itself (a platform agent's monitoring, reporting or copy), or a variant
 * (a media plan). Undefined for plain answers.
 */
export function workflowStepOfMessage(action: string | undefined, subAction?: string): string | undefined {
  if (!action) return undefined;
  if (subAction && isPlatformAgentStep(subAction)) return subAction;
  const step = agentResultOf(action)?.step;
  if (!step) return undefined;
  if ('id' in step) return (subAction && step.bySubAction?.[subAction]) || step.id;
  if ('prefix' in step) return subAction ? `${step.prefix}${stepPlatformOf(subAction)}` : undefined;
  return `create_the_campaign_${stepPlatformOf(subAction || step.createsOn[0])}`;
}

/** A platform agent's work other than creating: the sub-action is its step id. */
function isPlatformAgentStep(subAction: string): boolean {
  return (
    subAction === 'copy_facebook_campaign' ||
    /^(?:enable_campaign_monitoring|get_impression_reporting)_[a-z0-9_]+$/.test(subAction)
  );
}
