import { progressPercentage } from '../../core/domain/orchestration-run/progress';
import { STEP_KEYS, stepsOf } from '../../core/domain/orchestration-run/steps';
import type { DemoRun, StepKey, StepStatus } from './types';

/** A run counts as stuck when nothing moved for this long (spec 2 §2.2 "Stuck for >2 hours"). */
export const STUCK_AFTER_MS = 2 * 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

function statusesOf(run: DemoRun): Record<StepKey, StepStatus> {
  return Object.fromEntries(STEP_KEYS.map((key) => [key, run.steps[key].status])) as Record<
    StepKey,
    StepStatus
  >;
}

/** The step the run is on: the first processing (or halted) step, else `completed`/the first pending. */
export function currentStepOf(run: DemoRun): string {
  const steps = stepsOf(run.workflow);
  const active = steps.find(({ key }) => ['processing', 'failed', 'stopped'].includes(run.steps[key].status));
  if (active) return active.id;
  if (run.status === 'completed') return 'completed';
  return (
    (steps.find(({ key }) => run.steps[key].status === 'pending') ?? steps[0])?.id ?? 'campaign-processing'
  );
}

/** The step ids being worked on now (status page "processing step names"). */
export function processingStepsOf(run: DemoRun): string[] {
  return stepsOf(run.workflow)
    .filter(({ key }) => run.steps[key].status === 'processing')
    .map(({ id }) => id);
}

/** The orchestration status of the chat (spec 1 §3, spec 2 §3), snake_case as the chat reads it. */
export function chatStatusOf(run: DemoRun) {
  const statuses = statusesOf(run);
  return {
    status: run.status,
    current_step: currentStepOf(run),
    progress_percentage: progressPercentage(run.workflow, statuses),
    campaign_status: statuses.campaign,
    creative_status: statuses.creative,
    launcher_status: statuses.launcher,
    api_status: statuses.api,
    ...(run.status === 'failed' ? { error_message: run.error ?? 'An error occurred during processing' } : {}),
    updated_at: iso(run.updatedAt),
    ...(run.outputs.api !== undefined ? { api_result: run.outputs.api } : {}),
  };
}

export type ChatStatusDto = ReturnType<typeof chatStatusOf>;

/** The orchestration status of the campaign page (spec 2 §3), camelCase with stepProgress. */
export function campaignStatusOf(run: DemoRun) {
  const statuses = statusesOf(run);
  return {
    status: run.status === 'in_progress' ? 'processing' : run.status,
    currentStep: currentStepOf(run),
    progressPercentage: progressPercentage(run.workflow, statuses),
    stepProgress: Object.fromEntries(STEP_KEYS.map((key) => [key, { status: statuses[key] }])),
    ...(run.outputs.api !== undefined ? { apiResult: run.outputs.api } : {}),
    ...(run.error ? { error: run.error } : {}),
  };
}

/** One row of the status page's table (spec 2 §3 "Orchestration (status page)"). */
export function summaryRowOf(run: DemoRun, now: number) {
  const statuses = statusesOf(run);
  const processing = processingStepsOf(run);
  const end = run.finishedAt ?? now;
  return {
    message_id: run.messageId,
    workflow_type: run.workflow,
    is_shell_workflow: run.workflow === 'fast-track-shell',
    platform: run.workflow === 'salesforce-orchestration' ? 'salesforce' : run.platform,
    status: run.status,
    recovery_state: run.recoveryState,
    progress_percentage: progressPercentage(run.workflow, statuses),
    processing_steps: processing,
    has_parallel_processing: processing.length > 1,
    duration_minutes: Math.max(0, Math.round((end - run.createdAt) / 60_000)),
    restart_count: run.restartCount,
    created_at: iso(run.createdAt),
    updated_at: iso(run.updatedAt),
    is_stuck:
      run.status === 'in_progress' &&
      run.recoveryState !== 'suspended' &&
      now - run.updatedAt > STUCK_AFTER_MS,
  };
}
