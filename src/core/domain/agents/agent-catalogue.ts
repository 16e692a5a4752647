import type { Agent } from './agent';

/**
 * Every agent of spec 1 §3 the product knows, once, and how it answers: the demo backend, the
 * polling rules and the scenarios read it. What its result is (its workflow step, its view, the
 * suggestions under it) is in agent-results.ts, keyed by the same names: that table travels with
 * the result code, loaded with the first result, so the chat's first load carries only this one.
 * A new agent is an entry here, its entry there (the compiler asks for it) and its own files.
 */

/** The platform API agents (spec 1 §3); the destinations each creates on are in agent-results.ts. */
export const PLATFORM_API_AGENTS = [
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
  // Amazon DSP is a destination (spec 1 §1) whose agent the spec's list does not name.
  'amazon-dsp-api',
] as const;

type PlatformApiAgent = (typeof PLATFORM_API_AGENTS)[number];

const platformApiAgent = (name: PlatformApiAgent): Agent => ({
  name,
  reply: 'polled',
  family: 'platform-api',
});

/** An entry of the catalogue: polled unless it says its answer is the reply itself. */
type AgentDeclaration = Omit<Agent, 'name' | 'reply'> & { readonly reply?: 'immediate' };

const OWN_AGENTS = {
  'campaign-processor': { family: 'campaign-details' },
  'campaign-augmentor': { family: 'campaign-details' },
  'creative-processor': { family: 'creatives' },
  'creative-augmentor': { family: 'creatives' },
  'campaign-launcher': { family: 'launch' },
  'launch-augmentor': { family: 'launch' },
  'media-brief-processor': {},
  'analyze-campaign': {},
  'optimize-campaign': {},
  'optimization-executor': {},
  'qa-campaign': {},
  'fast-track': {
    statusSource: 'fast-track',
    family: 'fast-track',
  },
  'fast-track-shell': {
    statusSource: 'fast-track',
    family: 'fast-track',
  },
  'salesforce-orchestration': {
    statusSource: 'salesforce-orchestration',
  },
  'salesforce-api': {},
  'ask-assistant': { reply: 'immediate' },
  'screenshot-builder': {},
  'allocate-budget': {},
  'plan-campaign': {},
  'assign-creatives': {},
  'upload-creatives': {},
  'facebook-campaign-auditor': {},
  'gam-campaign-auditor': {},
} as const satisfies Record<string, AgentDeclaration>;

/** An agent's name: the demo backend's answers and the scenarios may name no other. */
export type AgentName = keyof typeof OWN_AGENTS | PlatformApiAgent;

/** An agent whose answer is the reply itself, not a result polled later. */
export type ImmediateAgentName = {
  [Name in keyof typeof OWN_AGENTS]: (typeof OWN_AGENTS)[Name] extends { reply: 'immediate' } ? Name : never;
}[keyof typeof OWN_AGENTS];

/** An agent whose result comes later, watched by polling. */
export type PolledAgentName = Exclude<AgentName, ImmediateAgentName>;

export const AGENTS: readonly Agent[] = [
  ...Object.entries(OWN_AGENTS).map(([name, agent]): Agent => ({ name, reply: 'polled', ...agent })),
  ...PLATFORM_API_AGENTS.map(platformApiAgent),
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
