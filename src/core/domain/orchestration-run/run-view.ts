import type { OrchestrationStatus, WorkflowType } from '../orchestration';
import { isFinished, phaseOf } from '../work-phase';
import { progressPercentage } from './progress';
import { asStepStatus, type StepKey, type StepStatus, stepsOf } from './steps';
import { fastTrackFailedText, ORCHESTRATION_TEXTS } from './texts';

/** Steps during which a run can no longer be stopped: creatives are being uploaded or assigned. */
const UNSTOPPABLE_STEPS = ['upload-creatives', 'assign-creatives'];

/** Spec 2 §2.1: the stop button hides on upload/assign-creatives and once completed, stopped or failed. */
export function canStop(status: Pick<OrchestrationStatus, 'status' | 'currentStep'> | undefined): boolean {
  if (!status) return true;
  if (isFinished(status.status)) return false;
  return !UNSTOPPABLE_STEPS.includes(status.currentStep ?? '');
}

export interface StepView {
  key: StepKey;
  id: string;
  status: StepStatus;
}

const STATUS_FIELD: Readonly<Record<StepKey, keyof OrchestrationStatus>> = {
  campaign: 'campaignStatus',
  creative: 'creativeStatus',
  launcher: 'launcherStatus',
  api: 'apiStatus',
};

/** The steps of a workflow with what the status says of each (a missing word reads as pending). */
export function stepViewsOf(workflow: WorkflowType, status: OrchestrationStatus | undefined): StepView[] {
  return stepsOf(workflow).map(({ key, id }) => ({
    key,
    id,
    status:
      asStepStatus(status?.[STATUS_FIELD[key]]) ??
      (workflow !== 'fast-track' && key === 'creative' ? 'skipped' : 'pending'),
  }));
}

/**
 * The percentage to show: from the step states by spec 2 §4.1 when the status reports any step,
 * else the server's progressPercentage (clamped to 0–100).
 */
export function percentOf(workflow: WorkflowType, status: OrchestrationStatus | undefined): number {
  if (!status) return 0;
  const steps = stepViewsOf(workflow, status);
  const reported = Object.values(STATUS_FIELD).some((field) => asStepStatus(status[field]) !== undefined);
  if (reported) {
    return progressPercentage(
      workflow,
      Object.fromEntries(steps.map((step) => [step.key, step.status])) as Record<StepKey, StepStatus>,
    );
  }
  return Math.min(100, Math.max(0, Math.round(status.progressPercentage ?? 0)));
}

/** The line under a finished run: 'Stopped by user', or 'Fast track failed: …' with its defaults. */
export function outcomeTextOf(
  workflow: WorkflowType,
  status: OrchestrationStatus | undefined,
): string | null {
  const phase = phaseOf(status?.status);
  if (phase === 'stopped') return ORCHESTRATION_TEXTS.stoppedByUser;
  if (phase !== 'failed') return null;
  return failedTextOf(workflow, fastTrackFailedText(status?.errorMessage));
}

/** The line under a run whose status could no longer be read (spec 1 §8, spec 2 §8). */
export function connectionLostTextOf(workflow: WorkflowType): string {
  return failedTextOf(workflow, fastTrackFailedText(ORCHESTRATION_TEXTS.connectionTerminated));
}

function failedTextOf(workflow: WorkflowType, text: string): string {
  return workflow === 'salesforce-orchestration'
    ? text.replace('Fast track failed', 'Salesforce orchestration failed')
    : text;
}
