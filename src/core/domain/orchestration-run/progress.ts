import type { WorkflowType } from '../orchestration';
import type { StepKey, StepStatus } from './steps';

type Span = readonly [from: number, to: number];

/**
 * Each step's share of the progress bar (spec 2 §4.1). Salesforce uses the fast-track spans for
 * its campaign, launcher and salesforce steps (docs/decisions.md); the shell variant stops at 75
 * because creatives are uploaded afterwards.
 */
export const PROGRESS_SPANS: Readonly<Record<WorkflowType, Partial<Record<StepKey, Span>>>> = {
  'fast-track': { campaign: [0, 33], creative: [0, 33], launcher: [33, 67], api: [67, 100] },
  'fast-track-shell': { campaign: [0, 25], launcher: [25, 50], api: [50, 75] },
  'salesforce-orchestration': { campaign: [0, 33], launcher: [33, 67], api: [67, 100] },
};

/** Share of its span a step that has started but not finished counts for. */
const STARTED_SHARE = 0.1;

/**
 * The percentage a run has reached: a completed or skipped step counts as the end of its span,
 * a processing one 10% into it. A failed or stopped step had started, so it counts like a
 * processing one (the bar stays where the run halted).
 */
export function progressPercentage(
  workflow: WorkflowType,
  statuses: Partial<Record<StepKey, StepStatus | undefined>>,
): number {
  let reached = 0;
  for (const [key, span] of Object.entries(PROGRESS_SPANS[workflow]) as [StepKey, Span][]) {
    const status = statuses[key];
    const [from, to] = span;
    if (status === 'completed' || status === 'skipped') reached = Math.max(reached, to);
    else if (status === 'processing' || status === 'failed' || status === 'stopped')
      reached = Math.max(reached, from + STARTED_SHARE * (to - from));
  }
  return Math.round(reached);
}
