import type { AgentResult } from './agent';
import type { ImmediateAgentName, PolledAgentName } from './agent-catalogue';

/**
 * What each agent's result is (spec 1 §3, §4): the workflow step its message stands for, the view
 * that draws it (the generic table when absent) and the suggestions under it. Keyed by the agent
 * catalogue's names, every polled one of them (an immediate agent's answer is the reply itself: it
 * has an entry only for a step, view or suggestions of its own): read by the result code, the workflow steps and the
 * suggestions, which load with the first result, never by the chat's first load.
 */

/** Suggestions of spec 1 §4 shared by several agents (keys of chat/next-step-suggestions). */
export const AFTER_CAMPAIGN_CREATED = ['screenshot', 'monitoring', 'reporting'] as const;
const AFTER_FAST_TRACK = [...AFTER_CAMPAIGN_CREATED, 'ask-about-campaign'] as const;
const AFTER_LAUNCH_CONFIGURATION = [
  'confirm-launch-template',
  'change-launch-configuration',
  'create-campaign',
] as const;
const AFTER_OPPORTUNITY = ['view-opportunity', 'another-opportunity'] as const;

/** A platform API agent creates the campaign on the message's platform, else on the first of its destinations (spec 1 §1 ids). */
const createsOn = (...destinations: [string, ...string[]]): AgentResult => ({
  step: { createsOn: destinations },
  nextSteps: AFTER_CAMPAIGN_CREATED,
});

export const AGENT_RESULTS = {
  'campaign-processor': {
    step: { id: 'upload_an_insertion_order', bySubAction: { 'media-plan': 'upload_a_media_plan' } },
    nextSteps: [
      'view-original-io',
      'compare-original-io',
      'confirm-details',
      'export',
      'update-campaign',
      'process-creatives',
    ],
  },
  'campaign-augmentor': {
    step: { id: 'update_campaign_details' },
    nextSteps: ['update-more-campaign', 'process-creatives'],
  },
  'creative-processor': {
    step: { id: 'process_creative_assets' },
    nextSteps: ['view-source-data', 'compare-source-data', 'confirm-creatives', 'assign-to-campaign'],
  },
  'creative-augmentor': {
    step: { id: 'update_creative_details' },
    nextSteps: ['update-more-creatives'],
  },
  'campaign-launcher': {
    step: { id: 'apply_launch_configuration' },
    nextSteps: AFTER_LAUNCH_CONFIGURATION,
  },
  'launch-augmentor': {
    step: { id: 'update_configuration_details' },
    nextSteps: AFTER_LAUNCH_CONFIGURATION,
  },
  'media-brief-processor': {
    step: { id: 'process_media_briefs' },
  },
  'analyze-campaign': {
    step: { prefix: 'analyze_' },
    resultView: { kind: 'analysis' },
  },
  'optimize-campaign': {
    step: { prefix: 'optimize_' },
    resultView: { kind: 'analysis' },
  },
  'optimization-executor': {
    step: { prefix: 'execute_optimization_' },
    resultView: { kind: 'optimization-executor' },
  },
  'qa-campaign': {
    step: { prefix: 'qa_' },
    resultView: { kind: 'qa-comparison' },
    nextSteps: ['reporting', 'monitoring'],
  },
  'fast-track': {
    step: { prefix: 'fast_track_' },
    nextSteps: AFTER_FAST_TRACK,
  },
  'fast-track-shell': {
    step: { prefix: 'fast_track_shell_' },
    nextSteps: AFTER_FAST_TRACK,
  },
  'salesforce-orchestration': {
    step: { id: 'fast_track_salesforce_opportunity' },
    nextSteps: AFTER_OPPORTUNITY,
  },
  'salesforce-api': {
    step: { id: 'create_salesforce_opportunity' },
    nextSteps: AFTER_OPPORTUNITY,
  },
  'screenshot-builder': {
    step: { id: 'generate_screenshots' },
    resultView: { kind: 'screenshots' },
    nextSteps: ['monitoring', 'reporting', 'qa'],
  },
  'allocate-budget': {
    step: { id: 'allocate_budget' },
    resultView: { kind: 'analysis', variant: 'budget-allocation' },
    nextSteps: ['reporting', 'plan-dv360'],
  },
  'plan-campaign': {
    step: { id: 'plan_dv360_campaign' },
    resultView: { kind: 'analysis', variant: 'dv360-plan' },
    nextSteps: ['create-on-dv360', 'allocate'],
  },
  'assign-creatives': {
    step: { prefix: 'assign_creatives_' },
    resultView: { kind: 'analysis', variant: 'creative-assignment' },
    nextSteps: ['screenshot', 'qa'],
  },
  'upload-creatives': {
    step: { prefix: 'upload_creatives_' },
    resultView: { kind: 'analysis', variant: 'creative-upload' },
    nextSteps: ['assign', 'screenshot'],
  },
  'facebook-campaign-auditor': {
    step: { id: 'audit_campaign_facebook' },
    resultView: { kind: 'audit' },
    nextSteps: ['qa', 'reporting', 'copy'],
  },
  'gam-campaign-auditor': {
    step: { id: 'audit_campaign_gam' },
    resultView: { kind: 'audit' },
    nextSteps: ['qa', 'reporting', 'allocate'],
  },
  'fb-api': createsOn('facebook'),
  'gam-api': createsOn('gam'),
  'g-ads-api': createsOn('google-ads-search', 'google_display', 'google-ads-pmax'),
  'tiktok-api': createsOn('tiktok'),
  'madhive-api': createsOn('madhive'),
  'dv360-api': createsOn('dv360'),
  'youtube-dv360-api': createsOn('youtube-dv360'),
  'ttd-api': createsOn('ttd'),
  'gt-api': createsOn('groundtruth'),
  'reddit-api': createsOn('reddit'),
  'amazon-dsp-api': createsOn('amazon_dsp'),
} as const satisfies Record<PolledAgentName, AgentResult> & Partial<Record<ImmediateAgentName, AgentResult>>;

/** What an action's result is; undefined for plain answers and unknown actions. */
export function agentResultOf(action: string | undefined): AgentResult | undefined {
  return action !== undefined && Object.hasOwn(AGENT_RESULTS, action)
    ? AGENT_RESULTS[action as keyof typeof AGENT_RESULTS]
    : undefined;
}

/** The agents' results, by name, in catalogue order (immediate agents only where they have one). */
export const AGENT_RESULT_ENTRIES = Object.entries(AGENT_RESULTS) as [
  PolledAgentName | ImmediateAgentName,
  AgentResult,
][];
