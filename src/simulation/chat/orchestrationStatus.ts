import type { DemoMessage } from '../data/types';
import { type WorkflowKind, workflowOf } from './workflows';

type StepStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'skipped' | 'stopped';

interface StepPlan {
  id: string;
  /** The share of the run (0–1) during which the step works. */
  runs: [from: number, to: number];
  /** Its span of the progress bar in percent (spec 2 §4.1). */
  span: [from: number, to: number];
  skipped?: boolean;
}

/** Steps per workflow: campaign and creative in parallel, then launcher, then the API. */
function plan(kind: WorkflowKind): Record<'campaign' | 'creative' | 'launcher' | 'api', StepPlan> {
  if (kind === 'fast-track-shell') {
    return {
      campaign: { id: 'campaign-processing', runs: [0, 1 / 3], span: [0, 25] },
      creative: { id: 'creative-processing', runs: [0, 0], span: [0, 0], skipped: true },
      launcher: { id: 'launcher-processing', runs: [1 / 3, 2 / 3], span: [25, 50] },
      api: { id: 'api-processing', runs: [2 / 3, 1], span: [50, 75] },
    };
  }
  return {
    campaign: { id: 'campaign-processing', runs: [0, 1 / 3], span: [0, 33] },
    creative:
      kind === 'salesforce-orchestration'
        ? { id: 'creative-processing', runs: [0, 0], span: [0, 0], skipped: true }
        : { id: 'creative-processing', runs: [0, 0.25], span: [0, 33] },
    launcher: { id: 'launcher-processing', runs: [1 / 3, 2 / 3], span: [33, 67] },
    api: {
      id: kind === 'salesforce-orchestration' ? 'salesforce-processing' : 'api-processing',
      runs: [2 / 3, 1],
      span: [67, 100],
    },
  };
}

/** The orchestration status fields of spec 1 §3 / spec 2 §3 ("Orchestration status (chat)"). */
export interface OrchestrationStatusDto {
  status: 'in_progress' | 'completed' | 'failed' | 'stopped';
  current_step: string;
  progress_percentage: number;
  campaign_status: StepStatus;
  creative_status: StepStatus;
  launcher_status: StepStatus;
  api_status: StepStatus;
  error_message?: string;
  updated_at: string;
  api_result?: unknown;
}

function apiResultOf(json: unknown): unknown {
  if (json && typeof json === 'object' && 'api_result' in json)
    return (json as { api_result: unknown }).api_result;
  return json;
}

/**
 * Where an orchestration message stands at `now`, derived from when it started and when its
 * result is due: no timers, so a fake clock moves it along. Null for other messages.
 */
export function orchestrationStatusOf(message: DemoMessage, now: number): OrchestrationStatusDto | null {
  const kind = workflowOf(message.action);
  if (!kind) return null;
  const steps = plan(kind);
  const pending = message.pending;
  const startedAt = pending?.startedAt ?? Date.parse(message.timestamp);
  const completesAt = pending?.completesAt ?? startedAt;
  const stopped = message.stoppedAt !== undefined;
  const failed = !stopped && message.status === 'failed';
  const at = message.stoppedAt ?? now;
  const finished = !stopped && message.status !== 'processing';
  const fraction = finished
    ? 1
    : Math.min(1, Math.max(0, (at - startedAt) / Math.max(1, completesAt - startedAt)));

  const statusOf = (step: StepPlan): StepStatus => {
    if (step.skipped) return 'skipped';
    if (fraction >= step.runs[1]) return failed && step === steps.api ? 'failed' : 'completed';
    if (fraction >= step.runs[0]) return stopped ? 'stopped' : 'processing';
    return 'pending';
  };
  const statuses = {
    campaign: statusOf(steps.campaign),
    creative: statusOf(steps.creative),
    launcher: statusOf(steps.launcher),
    api: statusOf(steps.api),
  };
  let progress = 0;
  let currentStep = finished ? 'completed' : steps.campaign.id;
  for (const key of ['campaign', 'creative', 'launcher', 'api'] as const) {
    const step = steps[key];
    const status = statuses[key];
    if (status === 'completed' || status === 'skipped') progress = Math.max(progress, step.span[1]);
    if (status === 'processing' || status === 'stopped') {
      progress = Math.max(progress, step.span[0] + 0.1 * (step.span[1] - step.span[0]));
      currentStep = step.id;
    }
  }
  const result = pending?.result;
  return {
    status: stopped ? 'stopped' : failed ? 'failed' : finished ? 'completed' : 'in_progress',
    current_step: failed ? steps.api.id : currentStep,
    progress_percentage: Math.round(progress),
    campaign_status: statuses.campaign,
    creative_status: statuses.creative,
    launcher_status: statuses.launcher,
    api_status: statuses.api,
    ...(failed ? { error_message: result?.content || 'An error occurred during processing' } : {}),
    updated_at: new Date(Math.min(at, completesAt)).toISOString(),
    ...(finished && !failed ? { api_result: apiResultOf(message.jsonResponse) } : {}),
  };
}
