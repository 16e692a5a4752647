import type { SuggestionKey } from '../chat/next-step-suggestions';

/**
 * What the layers need to know of one agent of spec 1 §3 to talk with it: the demo backend
 * answers as it, the core decides whether to poll and how.
 */
export interface Agent {
  /** The `action` its messages carry. */
  readonly name: string;
  /** Polled: an acknowledgement arrives first and the result is polled for (spec 1 §4); immediate: the answer is the reply. */
  readonly reply: 'polled' | 'immediate';
  /** Which status call watches a polled result: orchestrations report step progress (spec 1 §7). */
  readonly statusSource?: 'fast-track' | 'salesforce-orchestration';
  /** The group of agents whose results other rules treat alike (the edit dialog, the briefcase). */
  readonly family?: AgentFamily;
}

/** What an agent's result is (agent-results.ts). */
export interface AgentResult {
  /** The workflow step (spec 1 §3) its message stands for. */
  readonly step?: AgentStep;
  /** The view that draws its result; the generic table when absent. */
  readonly resultView?: AgentResultView;
  /** The suggestions under its result (spec 1 §4); sub-action-specific ones live beside the table. */
  readonly nextSteps?: readonly SuggestionKey[];
}

export type AgentFamily = 'campaign-details' | 'creatives' | 'launch' | 'platform-api' | 'fast-track';

export type AgentStep =
  /** One step id, whatever the platform (a sub-action may name a variant). */
  | { readonly id: string; readonly bySubAction?: Readonly<Record<string, string>> }
  /** A prefix followed by the platform of the message. */
  | { readonly prefix: string }
  /** A platform agent creates the campaign on the message's platform, else on the first of these destinations. */
  | { readonly createsOn: readonly [string, ...string[]] };

/** Analyses' view, re-titled, for work on a created campaign of the same shape. */
export type WorkAnalysis = 'budget-allocation' | 'dv360-plan' | 'creative-assignment' | 'creative-upload';

export type AgentResultView =
  | { readonly kind: 'screenshots' }
  | { readonly kind: 'audit' }
  | { readonly kind: 'qa-comparison' }
  | { readonly kind: 'optimization-executor' }
  /** Without a variant, the result's scope or platform picks the analysis. */
  | { readonly kind: 'analysis'; readonly variant?: WorkAnalysis };
