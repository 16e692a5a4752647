import type { EnabledChannels } from '../../core/domain/account';
import type { WorkflowType } from '../../core/domain/orchestration';
import type { RunStatus, StepKey, StepStatus } from '../../core/domain/orchestration-run/steps';
import type { DemoFileMetadata } from '../data/file-metadata';

export type { RunStatus, StepKey, StepStatus };

/** One step of a run, with the moments it started and finished on the simulation clock. */
export interface DemoRunStep {
  status: StepStatus;
  startedAt?: number;
  finishedAt?: number;
  /** Fixed when the step starts (already divided by the simulation speed). */
  durationMs?: number;
  /** A stalled step never finishes: the demo's "stuck for >2 hours" run. */
  stalled?: boolean;
  error?: string;
}

/** An earlier result the run acts on (the chat's latest result, a referenced one). */
export interface RunPriorResult {
  messageId: string;
  action?: string;
  subAction?: string;
  jsonResponse?: unknown;
}

/** What the steps work from: the request that started the run, kept so a restart can carry on. */
export interface RunInput {
  text: string;
  attachments: DemoFileMetadata[];
  /** Text read from attached documents (the IO's PDF), keyed by gcsPath. */
  documentText: Record<string, string>;
  references: RunPriorResult[];
  latestResult?: RunPriorResult;
  enabledChannels: EnabledChannels;
  /** The account's currency when the run started (AssistantRequest.currency). */
  currency?: string;
  /** Platforms whose (seeded) channel is set to fail: the demo's "sandbox outage". */
  outagePlatforms: string[];
}

/**
 * `active` runs move on the clock; a run the server picked up again after a restart is
 * `recovered`; a `suspended` one waits for an operator and does not move (status page only).
 */
export type RecoveryState = 'active' | 'recovered' | 'suspended';

/** A persisted orchestration run: a state machine that advances on the simulation clock. */
export interface DemoRun {
  id: string;
  /** What started it (e.g. the user message id): a second start with the same key is the same run. */
  key: string;
  /** The bot message that acknowledged the run and ends up holding its result. */
  messageId: string;
  chatId: string;
  userId: string;
  accountId: string;
  workflow: WorkflowType;
  platform: string;
  /** Seeds step durations and the workers' "random" choices. */
  seed: number;
  createdAt: number;
  /** The moment of the last step change. */
  updatedAt: number;
  finishedAt?: number;
  status: RunStatus;
  recoveryState: RecoveryState;
  restartCount: number;
  steps: Record<StepKey, DemoRunStep>;
  input: RunInput;
  /** What each finished step produced (the campaign JSON, the launch configuration, the api_result …). */
  outputs: Partial<Record<StepKey, unknown>>;
  error?: string;
  /** Multiplies every step's duration: seeded "running" runs move slowly enough to watch. */
  pace?: number;
  /** Set by the campaign page's start (issue 10), which watches the same runs. */
  campaignId?: string;
}

/** What a step worker answers: its output, or the reason the run fails at this step. */
export type StepOutcome = { ok: true; output: unknown } | { ok: false; error: string; output?: unknown };

/**
 * The work behind each step. The engine decides when a step runs; the workers decide what it
 * produces. They must be deterministic for a run (use `run.seed`), as a restart may replay them.
 */
export interface StepWorkers {
  work(step: StepKey, run: DemoRun, at: number): StepOutcome;
  /** The text and JSON the run's message shows once the run completed or failed. */
  finalResult(run: DemoRun): { content: string; jsonResponse: unknown };
}
