import type { Agent } from './agent';

/** Suggestions of spec 1 §4 shared by several agents (keys of chat/next-step-suggestions). */
export const AFTER_CAMPAIGN_CREATED = ['screenshot', 'monitoring', 'reporting'] as const;
const AFTER_FAST_TRACK = [...AFTER_CAMPAIGN_CREATED, 'ask-about-campaign'] as const;
const AFTER_LAUNCH_CONFIGURATION = [
  'confirm-launch-template',
  'change-launch-configuration',
  'create-campaign',
] as const;
const AFTER_OPPORTUNITY = ['view-opportunity', 'another-opportunity'] as const;

/**
 * Every agent of spec 1 §3 the product knows, once: the demo backend, the polling rules, the
 * result-view picker and the scenarios read it. A new agent is one entry here plus its own files.
 */

/** The platform API agents (spec 1 §3) and the destinations (spec 1 §1 ids) each creates on, its default first. */
const PLATFORM_API_AGENTS = {
  'fb-api': ['facebook'],
  'gam-api': ['gam'],
  'g-ads-api': ['google-ads-search', 'google_display', 'google-ads-pmax'],
  'tiktok-api': ['tiktok'],
  'madhive-api': ['madhive'],
  'dv360-api': ['dv360'],
  'youtube-dv360-api': ['youtube-dv360'],
  'ttd-api': ['ttd'],
  'gt-api': ['groundtruth'],
  'reddit-api': ['reddit'],
  // Amazon DSP is a destination (spec 1 §1) whose agent the spec's list does not name.
  'amazon-dsp-api': ['amazon_dsp'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

type PlatformApiAgent = keyof typeof PLATFORM_API_AGENTS;

const platformApiAgent = (name: PlatformApiAgent): Agent => ({
  name,
  reply: 'polled',
  family: 'platform-api',
  step: { createsOn: PLATFORM_API_AGENTS[name] },
  nextSteps: AFTER_CAMPAIGN_CREATED,
});

const OWN_AGENTS = {
  'campaign-processor': {
    reply: 'polled',
    family: 'campaign-details',
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
    reply: 'polled',
    family: 'campaign-details',
    step: { id: 'update_campaign_details' },
    nextSteps: ['update-more-campaign', 'process-creatives'],
  },
  'creative-processor': {
    reply: 'polled',
    family: 'creatives',
    step: { id: 'process_creative_assets' },
    nextSteps: ['view-source-data', 'compare-source-data', 'confirm-creatives', 'assign-to-campaign'],
  },
  'creative-augmentor': {
    reply: 'polled',
    family: 'creatives',
    step: { id: 'update_creative_details' },
    nextSteps: ['update-more-creatives'],
  },
  'campaign-launcher': {
    reply: 'polled',
    family: 'launch',
    step: { id: 'apply_launch_configuration' },
    nextSteps: AFTER_LAUNCH_CONFIGURATION,
  },
  'launch-augmentor': {
    reply: 'polled',
    family: 'launch',
    step: { id: 'update_configuration_details' },
    nextSteps: AFTER_LAUNCH_CONFIGURATION,
  },
  'media-brief-processor': {
    reply: 'polled',
    step: { id: 'process_media_briefs' },
  },
  'analyze-campaign': {
    reply: 'polled',
    step: { prefix: 'analyze_' },
    resultView: { kind: 'analysis' },
  },
  'optimize-campaign': {
    reply: 'polled',
    step: { prefix: 'optimize_' },
    resultView: { kind: 'analysis' },
  },
  'optimization-executor': {
    reply: 'polled',
    step: { prefix: 'execute_optimization_' },
    resultView: { kind: 'optimization-executor' },
  },
  'qa-campaign': {
    reply: 'polled',
    step: { prefix: 'qa_' },
    resultView: { kind: 'qa-comparison' },
    nextSteps: ['reporting', 'monitoring'],
  },
  'fast-track': {
    reply: 'polled',
    statusSource: 'fast-track',
    family: 'fast-track',
    step: { prefix: 'fast_track_' },
    nextSteps: AFTER_FAST_TRACK,
  },
  'fast-track-shell': {
    reply: 'polled',
    statusSource: 'fast-track',
    family: 'fast-track',
    step: { prefix: 'fast_track_shell_' },
    nextSteps: AFTER_FAST_TRACK,
  },
  'salesforce-orchestration': {
    reply: 'polled',
    statusSource: 'salesforce-orchestration',
    step: { id: 'fast_track_salesforce_opportunity' },
    nextSteps: AFTER_OPPORTUNITY,
  },
  'salesforce-api': {
    reply: 'polled',
    step: { id: 'create_salesforce_opportunity' },
    nextSteps: AFTER_OPPORTUNITY,
  },
  'ask-assistant': { reply: 'immediate' },
  'screenshot-builder': {
    reply: 'polled',
    step: { id: 'generate_screenshots' },
    resultView: { kind: 'screenshots' },
    nextSteps: ['monitoring', 'reporting', 'qa'],
  },
  'allocate-budget': {
    reply: 'polled',
    step: { id: 'allocate_budget' },
    resultView: { kind: 'analysis', variant: 'budget-allocation' },
    nextSteps: ['reporting', 'plan-dv360'],
  },
  'plan-campaign': {
    reply: 'polled',
    step: { id: 'plan_dv360_campaign' },
    resultView: { kind: 'analysis', variant: 'dv360-plan' },
    nextSteps: ['create-on-dv360', 'allocate'],
  },
  'assign-creatives': {
    reply: 'polled',
    step: { prefix: 'assign_creatives_' },
    resultView: { kind: 'analysis', variant: 'creative-assignment' },
    nextSteps: ['screenshot', 'qa'],
  },
  'upload-creatives': {
    reply: 'polled',
    step: { prefix: 'upload_creatives_' },
    resultView: { kind: 'analysis', variant: 'creative-upload' },
    nextSteps: ['assign', 'screenshot'],
  },
  'facebook-campaign-auditor': {
    reply: 'polled',
    step: { id: 'audit_campaign_facebook' },
    resultView: { kind: 'audit' },
    nextSteps: ['qa', 'reporting', 'copy'],
  },
  'gam-campaign-auditor': {
    reply: 'polled',
    step: { id: 'audit_campaign_gam' },
    resultView: { kind: 'audit' },
    nextSteps: ['qa', 'reporting', 'allocate'],
  },
} as const satisfies Record<string, Omit<Agent, 'name'>>;

/** An agent's name: the demo backend's answers and the scenarios may name no other. */
export type AgentName = keyof typeof OWN_AGENTS | PlatformApiAgent;

export const AGENTS: readonly Agent[] = [
  ...Object.entries(OWN_AGENTS).map(([name, agent]): Agent => ({ name, ...agent })),
  ...(Object.keys(PLATFORM_API_AGENTS) as PlatformApiAgent[]).map(platformApiAgent),
];

/** The catalogue's entry for a message's action; undefined for plain answers and unknown actions. */
export function agentNamed(action: string | undefined): Agent | undefined {
  return AGENTS.find((agent) => agent.name === action);
}

export function isAgentName(action: string | undefined): action is AgentName {
  return agentNamed(action) !== undefined;
}

/** The names of the agents in a family, in catalogue order. */
export function agentsOf(family: NonNullable<Agent['family']>): readonly AgentName[] {
  return AGENTS.filter((agent) => agent.family === family).map((agent) => agent.name as AgentName);
}
