import type { WorkflowType } from '../orchestration';

/** A step's state (spec 2 §4.1). */
export type StepStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'skipped' | 'stopped';

/** A run's overall state; the chat's wire word for "in progress" is `in_progress`. */
export type RunStatus = 'in_progress' | 'completed' | 'failed' | 'stopped';

/**
 * The four step slots of a run. Salesforce runs use `api` for their salesforce step and skip
 * `creative`, so one status shape (campaign/creative/launcher/api_status) serves every workflow.
 */
export type StepKey = 'campaign' | 'creative' | 'launcher' | 'api';

export const STEP_KEYS: readonly StepKey[] = ['campaign', 'creative', 'launcher', 'api'];

export const STEP_STATUSES: readonly StepStatus[] = [
  'pending',
  'processing',
  'completed',
  'failed',
  'skipped',
  'stopped',
];

export function asStepStatus(value: unknown): StepStatus | undefined {
  return STEP_STATUSES.find((status) => status === value);
}

/** The steps a workflow runs, in order (spec 2 §4.1), with the step id the backend reports. */
export function stepsOf(workflow: WorkflowType): { key: StepKey; id: string }[] {
  if (workflow === 'salesforce-orchestration') {
    return [
      { key: 'campaign', id: 'campaign-processing' },
      { key: 'launcher', id: 'launcher-processing' },
      { key: 'api', id: 'salesforce-processing' },
    ];
  }
  return [
    { key: 'campaign', id: 'campaign-processing' },
    { key: 'creative', id: 'creative-processing' },
    { key: 'launcher', id: 'launcher-processing' },
    { key: 'api', id: 'api-processing' },
  ];
}

/** What each step waits for: campaign and creative run in parallel, then launcher, then the API. */
export const STEP_WAITS_FOR: Readonly<Record<StepKey, readonly StepKey[]>> = {
  campaign: [],
  creative: [],
  launcher: ['campaign', 'creative'],
  api: ['launcher'],
};

/** Steps a workflow never runs: the shell variant and Salesforce skip creative. */
export function skippedStepsOf(workflow: WorkflowType): StepKey[] {
  return workflow === 'fast-track' ? [] : ['creative'];
}
