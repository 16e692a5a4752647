import type { WorkflowType } from '../../core/domain/orchestration';
import { STEP_KEYS, skippedStepsOf } from '../../core/domain/orchestration-run/steps';
import type { DemoRunStep, StepKey } from './types';

/** How long each step works at simulation speed 1, as [shortest, longest] in ms. */
const DURATION_RANGE_MS: Readonly<Record<StepKey, readonly [number, number]>> = {
  campaign: [5000, 9000],
  creative: [4000, 10000],
  launcher: [4000, 7000],
  api: [5000, 9000],
};

/** A small deterministic hash in [0, 1) of the run's seed and the step: same run, same timing. */
function unitHash(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export function stepDurationMs(seed: number, step: StepKey, speed: number): number {
  const [shortest, longest] = DURATION_RANGE_MS[step];
  const ms = shortest + Math.floor(unitHash(seed, STEP_KEYS.indexOf(step)) * (longest - shortest));
  return Math.max(1, Math.round(ms / Math.max(speed, 0.001)));
}

/** The steps of a new run: all pending but those its workflow (or its request) skips. */
export function initialSteps(
  workflow: WorkflowType,
  alsoSkipped: readonly StepKey[] = [],
): Record<StepKey, DemoRunStep> {
  const skipped = new Set([...skippedStepsOf(workflow), ...alsoSkipped]);
  return Object.fromEntries(
    STEP_KEYS.map((key) => [key, { status: skipped.has(key) ? 'skipped' : 'pending' }]),
  ) as Record<StepKey, DemoRunStep>;
}
