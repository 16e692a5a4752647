import type { CampaignOrchestrationStatus } from '../orchestration';
import { isFinished } from '../work-phase';

export type SubTaskState =
  | 'waiting'
  | 'in-progress'
  | 'done'
  | 'failed'
  | 'stopped'
  | 'not-started'
  | 'awaiting-creatives';

export type SubTaskKey = 'insertionOrder' | 'creativeAssets' | 'launchTemplate' | 'destinationUpload';

export interface SubTask {
  key: SubTaskKey;
  label: string;
  state: SubTaskState;
  /** What the state reads as on the page. */
  stateText: string;
}

/** The words a user reads for each sub-task state (docs/decisions.md "Campaign sub-tasks"). */
export const SUB_TASK_STATE_TEXTS: Readonly<Record<SubTaskState, string>> = {
  waiting: 'Waiting',
  'in-progress': 'In progress',
  done: 'Done',
  failed: 'Failed',
  stopped: 'Stopped',
  'not-started': 'Not started',
  'awaiting-creatives': 'Awaiting creatives',
};

/** Spec 2 §4.3's four sub-tasks, each following the run step that does that work. */
const SUB_TASKS: readonly {
  key: SubTaskKey;
  label: string;
  step: 'campaign' | 'creative' | 'launcher' | 'api';
}[] = [
  { key: 'insertionOrder', label: 'Insertion order', step: 'campaign' },
  { key: 'creativeAssets', label: 'Creative assets', step: 'creative' },
  { key: 'launchTemplate', label: 'Launch template', step: 'launcher' },
  { key: 'destinationUpload', label: 'Uploaded to the destination', step: 'api' },
];

function stepState(stepStatus: string | undefined, runEnded: boolean): SubTaskState {
  switch (stepStatus) {
    case 'processing':
    case 'in_progress':
    case 'running':
      return runEnded ? 'stopped' : 'in-progress';
    case 'completed':
    case 'success':
      return 'done';
    case 'failed':
    case 'error':
    case 'timeout':
      return 'failed';
    case 'stopped':
      return 'stopped';
    default:
      // A step still pending when the run has ended will never run.
      return runEnded ? 'not-started' : 'waiting';
  }
}

/** Creatives of a shell run come later, through the assign-creatives message (spec 2 §4.3). */
function assignedCreativesState(assignCreativesStatus: string | undefined): SubTaskState {
  switch (assignCreativesStatus) {
    case 'completed':
      return 'done';
    case 'processing':
      return 'in-progress';
    case 'failed':
    case 'timeout':
      return 'failed';
    default:
      return 'awaiting-creatives';
  }
}

/**
 * The campaign page's sub-tasks (spec 2 §4.3): insertion order (the campaign step), creative
 * assets (the creative step, or for a shell run that skipped it, the assign-creatives message),
 * launch template (the launcher step) and uploaded to the destination (the API step).
 * Empty before any run.
 */
export function campaignSubTasks(
  status: CampaignOrchestrationStatus | null,
  assignCreativesStatus?: string,
): SubTask[] {
  if (!status) return [];
  const runEnded = isFinished(status.status);
  return SUB_TASKS.map(({ key, label, step }) => {
    const stepStatus = status.stepProgress?.[step]?.status;
    const state =
      step === 'creative' && stepStatus === 'skipped'
        ? assignedCreativesState(assignCreativesStatus)
        : stepState(stepStatus === 'skipped' ? 'completed' : stepStatus, runEnded);
    return { key, label, state, stateText: SUB_TASK_STATE_TEXTS[state] };
  });
}
