import { STEP_KEYS, STEP_WAITS_FOR } from '../../core/domain/orchestration-run/steps';
import { stepDurationMs } from './plan';
import type { DemoRun, StepKey, StepWorkers } from './types';

const DONE = new Set(['completed', 'skipped']);

type RunEvent = { at: number; step: StepKey; kind: 'start' | 'finish' };

/** When a pending step can start: once everything it waits for is done, at the last of those moments. */
function startMoment(run: DemoRun, step: StepKey): number | undefined {
  let at = run.createdAt;
  for (const before of STEP_WAITS_FOR[step]) {
    const waited = run.steps[before];
    if (!DONE.has(waited.status)) return undefined;
    at = Math.max(at, waited.finishedAt ?? run.createdAt);
  }
  return at;
}

/** The earliest thing that happens next in the run, if any. */
function nextEvent(run: DemoRun): RunEvent | undefined {
  const events: RunEvent[] = [];
  for (const key of STEP_KEYS) {
    const step = run.steps[key];
    if (step.status === 'pending') {
      const at = startMoment(run, key);
      if (at !== undefined) events.push({ at, step: key, kind: 'start' });
    } else if (step.status === 'processing' && !step.stalled) {
      events.push({
        at: (step.startedAt ?? run.createdAt) + (step.durationMs ?? 0),
        step: key,
        kind: 'finish',
      });
    }
  }
  return events.sort((a, b) => a.at - b.at || STEP_KEYS.indexOf(a.step) - STEP_KEYS.indexOf(b.step))[0];
}

/** Halts every processing step at `at` (a stop, or a sibling's failure). */
function haltProcessing(run: DemoRun, at: number): void {
  for (const key of STEP_KEYS) {
    const step = run.steps[key];
    if (step.status === 'processing') {
      step.status = 'stopped';
      step.finishedAt = at;
    }
  }
}

function finishStep(run: DemoRun, key: StepKey, at: number, workers: StepWorkers): void {
  const step = run.steps[key];
  const outcome = workers.work(key, run, at);
  step.finishedAt = at;
  if (outcome.output !== undefined) run.outputs[key] = outcome.output;
  if (outcome.ok) {
    step.status = 'completed';
    return;
  }
  step.status = 'failed';
  step.error = outcome.error;
  haltProcessing(run, at);
  run.status = 'failed';
  run.error = outcome.error;
  run.finishedAt = at;
}

/**
 * Brings a run forward to `now`: every step start and finish due by then happens, in time order,
 * at the moment it was due (not at `now`), so a run read late, or after a restart, stands where
 * the clock says. Steps in parallel really overlap; the launcher starts when the later of
 * campaign and creative finished. Answers whether anything changed.
 */
export function advanceRun(run: DemoRun, now: number, workers: StepWorkers, speed: number): boolean {
  if (run.status !== 'in_progress' || run.recoveryState === 'suspended') return false;
  let changed = false;
  for (let event = nextEvent(run); event && event.at <= now; event = nextEvent(run)) {
    const step = run.steps[event.step];
    if (event.kind === 'start') {
      step.status = 'processing';
      step.startedAt = event.at;
      step.durationMs = stepDurationMs(run.seed, event.step, speed) * (run.pace ?? 1);
    } else {
      finishStep(run, event.step, event.at, workers);
    }
    run.updatedAt = event.at;
    changed = true;
    if (run.status !== 'in_progress') break;
  }
  if (run.status === 'in_progress' && STEP_KEYS.every((key) => DONE.has(run.steps[key].status))) {
    run.status = 'completed';
    run.finishedAt = run.updatedAt;
    changed = true;
  }
  return changed;
}

/** Stops a run at `now`: every processing step halts at once; a stopped run never advances again. */
export function stopRun(run: DemoRun, now: number): void {
  haltProcessing(run, now);
  run.status = 'stopped';
  run.finishedAt = now;
  run.updatedAt = now;
}
