import type { StageState } from '../../../core/domain/campaigns/orchestration-stages';
import type { Failure } from '../../../core/use-cases/outcome';

/** Texts of the campaign page (spec 2 §2.6, §4.3, §8), and ours where it has none (docs/decisions.md). */
export const DETAIL_TEXTS = {
  missingId: 'No campaign ID provided',
  /** While the campaign is read (spec 2 §2.6 names loading texts without their words: ours). */
  loading: 'Loading campaign...',
  /** While the campaign's activity is first read: not yet "No activity found for this campaign." */
  loadingActivity: 'Loading activity...',
  notFound: 'Campaign not found',
  notFoundTitle: 'Campaign Not Found',
  loadProblemTitle: 'Unable to load campaign information',
  forbidden: 'Access denied to this campaign',
  signedOut: 'Please log in to view this campaign',
  loadFailed: 'Failed to load campaign details',
  processing: 'Sure. Processing campaign now.',
  noActivity: 'No activity found for this campaign.',
  startFailed: (message: string) => `Failed to start orchestration: ${message}`,
  uploadFailed: (message: string) => `Upload failed: ${message}`,
  stopFailed: 'Operation failed',
  /** A run that timed out, or polling given up as orphaned after 5 minutes (spec 2 §8, §9). */
  timedOut: 'Operation timeout',
  checkAgain: 'Check again',
  readOnly: 'You can view this campaign but not change it.',
} as const;

/** Refetch the campaign this long after a start or an upload (spec 2 §9). */
export const REFETCH_DELAY_MS = 1000;

export type LoadProblem = { title?: string; text: string; retry: boolean };

/** What the page says when the campaign cannot be read (spec 2 §8's detail load texts). */
export function loadProblem(failure: Failure): LoadProblem {
  if (failure.kind === 'not-found')
    return { title: DETAIL_TEXTS.notFoundTitle, text: DETAIL_TEXTS.notFound, retry: false };
  if (failure.kind === 'signed-out') return { text: DETAIL_TEXTS.signedOut, retry: false };
  if (failure.kind === 'refused') return { text: DETAIL_TEXTS.forbidden, retry: false };
  return { text: DETAIL_TEXTS.loadFailed, retry: true };
}

/** A run stage's state as the progress panel words it (spec 2 §4.3). */
export const STAGE_STATE_WORDS: Readonly<Record<StageState, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  error: 'Error',
  stopped: 'Stopped',
};
