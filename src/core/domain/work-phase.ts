/**
 * Where a piece of asynchronous work stands: a chat result, a chat's fast-track or Salesforce
 * run, a campaign's run or its creatives assignment. One rule for all of them, so the chat, the
 * run panel and the campaign page agree on when something has finished and polling stops.
 *
 * Spec 1 §4 stops polling on completed, failed or stopped; spec 2 §4.3 lists timeout among the
 * campaign run's terminal states. A timed-out piece of work does not go on either, so timeout
 * finishes everywhere and reads as a failure; 'error', which some backends answer, reads as a
 * failure too. Any other word (processing, in_progress, pending, unknown ones) is still going.
 */
export type WorkPhase = 'in-progress' | 'completed' | 'failed' | 'stopped';

const ENDED: ReadonlyMap<string, WorkPhase> = new Map([
  ['completed', 'completed'],
  ['failed', 'failed'],
  ['error', 'failed'],
  ['timeout', 'failed'],
  ['stopped', 'stopped'],
]);

export function phaseOf(state: string | undefined): WorkPhase {
  return ENDED.get(state?.toLowerCase() ?? '') ?? 'in-progress';
}

/** The work has ended one way or another: nothing polls it any more. */
export function isFinished(state: string | undefined): boolean {
  return phaseOf(state) !== 'in-progress';
}
