import type { DemoData } from '../data/types';
import { assistantWorkers } from './assistantWorkers';
import { RunEngine } from './RunEngine';

/**
 * A host that restarts over stored data calls this once: unfinished runs are picked up again
 * (restart counted, recovery state `recovered`) and carry on from where the clock says.
 */
export function resumeRunsAfterRestart(data: DemoData, now: number, speed: number): number {
  return new RunEngine(data, assistantWorkers, speed).resumeAfterRestart(now);
}
