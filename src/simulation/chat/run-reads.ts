import type { RouteContext } from '../kernel/context';
import { runEngineOf } from '../kernel/run-engine';
import type { DemoRun } from '../orchestration/types';

/** The runs of a chat by message id, brought forward to now (their messages settle when they end). */
export function runsOfChat(ctx: RouteContext, chatId: string): Map<string, DemoRun> {
  const engine = runEngineOf(ctx);
  const runs = new Map<string, DemoRun>();
  for (const run of ctx.data.runs) {
    if (run.chatId !== chatId) continue;
    const current = engine.read(run.messageId, ctx.now);
    if (current) runs.set(current.messageId, current);
  }
  return runs;
}

/** Brings the run of one message (if any) forward, so its message shows how it ended. */
export function bringRunForward(ctx: RouteContext, messageId: string): void {
  const engine = runEngineOf(ctx);
  engine.read(messageId, ctx.now);
}
