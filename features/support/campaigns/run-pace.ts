import type { DemoData } from '../../../src/simulation/data/types';

/**
 * How the scenario wants the demo's runs in progress to move: `hold` keeps each at the steps it
 * is on (a step already working never finishes, a step that starts later takes a million times
 * longer), `finish` lets every step left finish at once. The scenario then reads the run's state
 * instead of racing the simulated clock.
 */
export type RunPace = 'hold' | 'finish';

const HELD_PACE = 1_000_000;
const AT_ONCE_PACE = 1e-9;

export function paceRuns(data: DemoData, pace: RunPace): void {
  for (const run of data.runs) {
    if (run.status !== 'in_progress') continue;
    run.pace = pace === 'hold' ? HELD_PACE : AT_ONCE_PACE;
    for (const step of Object.values(run.steps)) {
      if (step.status !== 'processing') continue;
      if (pace === 'hold') step.stalled = true;
      else {
        step.stalled = false;
        step.durationMs = 0;
      }
    }
  }
}

/**
 * The launcher step of every run in progress: `hold` keeps it working (it never finishes, however
 * long the scenario waits), `finish` lets it finish now, so that what waits for it starts now.
 */
export type LauncherPace = 'hold' | 'finish';

export function paceLaunchers(data: DemoData, pace: LauncherPace, now: number): void {
  for (const run of data.runs) {
    if (run.status !== 'in_progress') continue;
    const launcher = run.steps.launcher;
    launcher.stalled = pace === 'hold';
    if (pace === 'finish' && launcher.status === 'processing')
      launcher.durationMs = now - (launcher.startedAt ?? run.createdAt);
  }
}

/**
 * Makes every creatives assignment still at work look as if it had started `minutes` ago and
 * keeps it at work (a slow platform), so the page's estimate can run out without waiting.
 */
export function backdateAssignments(data: DemoData, minutes: number, now: number): void {
  for (const entry of data.campaignArea?.activity ?? []) {
    if (
      entry.message_type !== 'assign-creatives' ||
      entry.completesAt === undefined ||
      entry.completesAt <= now
    )
      continue;
    entry.timestamp = new Date(now - minutes * 60_000).toISOString();
    entry.completesAt = now + 24 * 60 * 60_000;
  }
}
