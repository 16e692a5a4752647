import { assistantWorkers } from '../orchestration/assistantWorkers';
import { RunEngine } from '../orchestration/RunEngine';
import type { RouteContext } from './context';

/**
 * The run engine over this request's data. Reads move runs too (time is lazy); the engine notes
 * what it changed (data/changes.ts), so the request's answer waits until that is saved.
 */
export function runEngineOf(ctx: RouteContext): RunEngine {
  return new RunEngine(ctx.data, ctx.deps.stepWorkers ?? assistantWorkers, ctx.deps.speed);
}
