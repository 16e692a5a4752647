import type { CampaignOrchestrationStatus } from '../orchestration';

export type StageState = 'pending' | 'processing' | 'completed' | 'error' | 'stopped';
export type StageKey = 'campaign' | 'launcher' | 'api' | 'uploadCreatives';

export interface Stage {
  key: StageKey;
  label: string;
  state: StageState;
}

/** A step's status as one of the five stage states. */
export function stageStateOf(stepStatus: string | undefined): StageState {
  switch (stepStatus) {
    case 'processing':
    case 'in_progress':
    case 'running':
      return 'processing';
    case 'completed':
    case 'skipped':
    case 'success':
      return 'completed';
    case 'failed':
    case 'error':
    case 'timeout':
      return 'error';
    case 'stopped':
      return 'stopped';
    default:
      return 'pending';
  }
}

/** Campaign statuses that come after its SDF files were downloaded (spec 2 §4.2, §4.3). */
const DOWNLOADED_STATUSES = ['ready_to_launch', 'live'];

/**
 * The four stages of spec 2 §4.3: PROCESSING (campaign step), CONFIGURING (launcher), CALLING API
 * (api) and UPLOADING, labelled DOWNLOADING for youtube-dv360 (its SDF files are downloaded).
 * The last stage follows the uploadCreatives step, else the assign-creatives message; for
 * youtube-dv360 it is the download itself: processing while the files come, completed once the
 * campaign is ready to launch.
 */
export function campaignStages(
  status: CampaignOrchestrationStatus | null,
  destination: string,
  assignCreativesStatus?: string,
  download: { campaignStatus?: string; downloading?: boolean } = {},
): Stage[] {
  const steps = status?.stepProgress ?? {};
  const sdf = destination === 'youtube-dv360' && status?.apiResult?.success !== false;
  const downloaded = sdf && DOWNLOADED_STATUSES.includes(download.campaignStatus ?? '');
  const upload = downloaded
    ? 'completed'
    : sdf && download.downloading
      ? 'processing'
      : (steps.uploadCreatives?.status ?? assignCreativesStatus);
  return [
    { key: 'campaign', label: 'PROCESSING', state: stageStateOf(steps.campaign?.status) },
    { key: 'launcher', label: 'CONFIGURING', state: stageStateOf(steps.launcher?.status) },
    { key: 'api', label: 'CALLING API', state: stageStateOf(steps.api?.status) },
    {
      key: 'uploadCreatives',
      label: destination === 'youtube-dv360' ? 'DOWNLOADING' : 'UPLOADING',
      state: stageStateOf(upload),
    },
  ];
}

/** Progress of an assign-creatives message (spec 2 §4.3): 100 completed, 50 processing, 0 failed or timeout. */
export function assignCreativesProgress(status: string | undefined): number | null {
  if (status === 'completed') return 100;
  if (status === 'processing') return 50;
  if (status === 'failed' || status === 'timeout') return 0;
  return null;
}

/**
 * The percent shown (spec 2 §4.3): once creatives are being assigned, the assign-creatives message
 * drives it (100 completed, 50 processing, 0 failed or timed out); before that, the run's own,
 * capped at 75 while the creative step was skipped.
 */
export function campaignProgressPercent(
  status: CampaignOrchestrationStatus | null,
  assignCreativesStatus?: string,
): number {
  if (!status) return 0;
  const assignment = assignCreativesProgress(assignCreativesStatus);
  if (assignment !== null) return assignment;
  const own = Math.max(0, Math.min(100, Math.round(status.progressPercentage ?? 0)));
  const creativeSkipped = status.stepProgress?.creative?.status === 'skipped';
  return creativeSkipped ? Math.min(own, 75) : own;
}

/** The overall indicator: Complete, Stopped, Timed Out, Failed or the percent (spec 2 §4.3). */
export function overallIndicator(status: CampaignOrchestrationStatus | null, percent: number): string {
  switch (status?.status) {
    case 'completed':
      return 'Complete';
    case 'stopped':
      return 'Stopped';
    case 'timeout':
      return 'Timed Out';
    case 'failed':
      return 'Failed';
    default:
      return `${percent}%`;
  }
}

/** Whether the API step failed: the campaign is then set to failed (spec 2 §4.3). */
export function apiStepFailed(status: CampaignOrchestrationStatus | null): boolean {
  if (!status) return false;
  return status.stepProgress?.api?.status === 'failed' || status.apiResult?.success === false;
}

const NO_STOP_STEPS = ['upload-creatives', 'assign-creatives'];

/** The stop button shows only while processing and not while creatives are uploaded or assigned. */
export function mayStopRun(status: CampaignOrchestrationStatus | null): boolean {
  return status?.status === 'processing' && !NO_STOP_STEPS.includes(status.currentStep ?? '');
}

/** A run stopped by the user: every processing step marked stopped (spec 2 §4.3). */
export function stoppedRun(status: CampaignOrchestrationStatus): CampaignOrchestrationStatus {
  const steps = { ...(status.stepProgress ?? {}) };
  for (const key of ['campaign', 'launcher', 'creative', 'api'] as const) {
    if (steps[key]?.status === 'processing') steps[key] = { status: 'stopped' };
  }
  return { ...status, status: 'stopped', stepProgress: steps };
}
