import type { RunEnded } from '../../core/use-cases/orchestration/FollowRuns';

/** How a run ended, in the words of a notice: the backend's timeout is told apart from a failure. */
const ENDINGS = {
  completed: 'completed',
  failed: 'failed',
  stopped: 'was stopped',
  timedOut: 'timed out',
} as const;

/** The notice's words for a run that ended elsewhere: "Fast track completed", "Salesforce orchestration timed out". */
export function runEndedText(end: Pick<RunEnded, 'target' | 'phase' | 'status'>): string {
  const run = end.target.kind === 'salesforce-orchestration' ? 'Salesforce orchestration' : 'Fast track';
  const ending = end.status?.toLowerCase() === 'timeout' ? ENDINGS.timedOut : ENDINGS[end.phase];
  return `${run} ${ending}`;
}
