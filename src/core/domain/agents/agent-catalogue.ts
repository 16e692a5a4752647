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
  acknowledgement: {
    text: 'Creating the campaign on the platform…',
    onPlatform: 'Creating the campaign on {platform}…',
    bySubAction: { copy_facebook_campaign: 'Copying the Facebook campaign…' },
  },
  step: { createsOn: PLATFORM_API_AGENTS[name] },
  nextSteps: AFTER_CAMPAIGN_CREATED,
});

const OWN_AGENTS = {
  'campaign-processor': {
    reply: 'polled',
    family: 'campaign-details',
    acknowledgement: {
      text: 'Processing your insertion order…',
      bySubAction: { 'media-plan': 'Reading your media plan…' },
    },
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
    acknowledgement: { text: 'Updating the campaign details…' },
    step: { id: 'update_campaign_details' },
    nextSteps: ['update-more-campaign', 'process-creatives'],
  },
  'creative-processor': {
    reply: 'polled',
    family: 'creatives',
    acknowledgement: { text: 'Processing your creative assets…' },
    step: { id: 'process_creative_assets' },
    nextSteps: ['view-source-data', 'compare-source-data', 'confirm-creatives', 'assign-to-campaign'],
  },
  'creative-augmentor': {
    reply: 'polled',
    family: 'creatives',
    acknowledgement: { text: 'Updating the creative details…' },
    step: { id: 'update_creative_details' },
    nextSteps: ['update-more-creatives'],
  },
  'campaign-launcher': {
    reply: 'polled',
    family: 'launch',
    acknowledgement: { text: 'Building your launch configuration…' },
    step: { id: 'apply_launch_configuration' },
    nextSteps: AFTER_LAUNCH_CONFIGURATION,
  },
  'launch-augmentor': {
    reply: 'polled',
    family: 'launch',
    acknowledgement: { text: 'Updating the launch configuration…' },
    step: { id: 'update_configuration_details' },
    nextSteps: AFTER_LAUNCH_CONFIGURATION,
  },
  'media-brief-processor': {
    reply: 'polled',
    acknowledgement: { text: 'Reading your media brief…' },
    step: { id: 'process_media_briefs' },
  },
  'analyze-campaign': {
    reply: 'polled',
    acknowledgement: {
      text: 'Analysing your campaign across platforms…',
      onPlatform: 'Analysing your {platform} campaign…',
      bySubAction: { 'cross-platform': 'Analysing your campaign across platforms…' },
    },
    step: { prefix: 'analyze_' },
    resultView: { kind: 'analysis' },
  },
  'optimize-campaign': {
    reply: 'polled',
    acknowledgement: { text: 'Looking for optimization opportunities…' },
    step: { prefix: 'optimize_' },
    resultView: { kind: 'analysis' },
  },
  'optimization-executor': {
    reply: 'polled',
    acknowledgement: { text: 'Executing the optimization…' },
    step: { prefix: 'execute_optimization_' },
    resultView: { kind: 'optimization-executor' },
  },
  'qa-campaign': {
    reply: 'polled',
    acknowledgement: { text: 'Running QA on your campaign…' },
    step: { prefix: 'qa_' },
    resultView: { kind: 'qa-comparison' },
    nextSteps: ['reporting', 'monitoring'],
  },
  'fast-track': {
    reply: 'polled',
    statusSource: 'fast-track',
    family: 'fast-track',
    acknowledgement: {
      text: 'Fast-tracking your campaign…',
      onPlatform: 'Fast-tracking your campaign to {platform}…',
    },
    step: { prefix: 'fast_track_' },
    nextSteps: AFTER_FAST_TRACK,
  },
  'fast-track-shell': {
    reply: 'polled',
    statusSource: 'fast-track',
    family: 'fast-track',
    acknowledgement: {
      text: 'Fast-tracking your campaign shell…',
      onPlatform: 'Fast-tracking your campaign shell to {platform}…',
    },
    step: { prefix: 'fast_track_shell_' },
    nextSteps: AFTER_FAST_TRACK,
  },
  'salesforce-orchestration': {
    reply: 'polled',
    statusSource: 'salesforce-orchestration',
    acknowledgement: { text: 'Creating the Salesforce opportunity…' },
    step: { id: 'fast_track_salesforce_opportunity' },
    nextSteps: AFTER_OPPORTUNITY,
  },
  'salesforce-api': {
    reply: 'polled',
    acknowledgement: { text: 'Creating the Salesforce opportunity…' },
    step: { id: 'create_salesforce_opportunity' },
    nextSteps: AFTER_OPPORTUNITY,
  },
  'ask-assistant': { reply: 'immediate' },
  'screenshot-builder': {
    reply: 'polled',
    acknowledgement: { text: 'Taking screenshots of your campaign as placed…' },
    step: { id: 'generate_screenshots' },
    resultView: { kind: 'screenshots' },
    nextSteps: ['monitoring', 'reporting', 'qa'],
  },
  'allocate-budget': {
    reply: 'polled',
    acknowledgement: { text: 'Allocating the budget…' },
    step: { id: 'allocate_budget' },
    resultView: { kind: 'analysis', variant: 'budget-allocation' },
    nextSteps: ['reporting', 'plan-dv360'],
  },
  'plan-campaign': {
    reply: 'polled',
    acknowledgement: { text: 'Planning your DV360 campaign…' },
    step: { id: 'plan_dv360_campaign' },
    resultView: { kind: 'analysis', variant: 'dv360-plan' },
    nextSteps: ['create-on-dv360', 'allocate'],
  },
  'assign-creatives': {
    reply: 'polled',
    acknowledgement: {
      text: 'Assigning the creatives…',
      onPlatform: 'Assigning the creatives on {platform}…',
    },
    step: { prefix: 'assign_creatives_' },
    resultView: { kind: 'analysis', variant: 'creative-assignment' },
    nextSteps: ['screenshot', 'qa'],
  },
  'upload-creatives': {
    reply: 'polled',
    acknowledgement: {
      text: 'Uploading the creatives…',
      onPlatform: 'Uploading the creatives on {platform}…',
    },
    step: { prefix: 'upload_creatives_' },
    resultView: { kind: 'analysis', variant: 'creative-upload' },
    nextSteps: ['assign', 'screenshot'],
  },
  'facebook-campaign-auditor': {
    reply: 'polled',
    acknowledgement: { text: 'Auditing your campaign…', onPlatform: 'Auditing your campaign on {platform}…' },
    step: { id: 'audit_campaign_facebook' },
    resultView: { kind: 'audit' },
    nextSteps: ['qa', 'reporting', 'copy'],
  },
  'gam-campaign-auditor': {
    reply: 'polled',
    acknowledgement: { text: 'Auditing your campaign…', onPlatform: 'Auditing your campaign on {platform}…' },
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
