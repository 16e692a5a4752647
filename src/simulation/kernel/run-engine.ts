import { assistantWorkers } from '../orchestration/assistantWorkers';
import { RunEngine } from '../orchestration/RunEngine';
import type { RouteContext } from './context';

/**
 * The run engine over this request's data. Call `done()` when finished with it: it persists the
 * data when a run moved (reads move runs too, time being lazy).
 */
export function runEngineOf(ctx: RouteContext): RunEngine & { done(): void } {
  const engine = new RunEngine(ctx.data, ctx.deps.stepWorkers ?? assistantWorkers, ctx.deps.speed);
  return Object.assign(engine, {
    done() {
      if (engine.changed) ctx.markChanged();
    },
  });
}
