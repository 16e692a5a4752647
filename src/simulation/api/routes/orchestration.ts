import { ORCHESTRATION } from '../../../contract/endpoints/orchestration';
import { messageInChat } from '../../access/resources/messages';
import { runOf } from '../../access/resources/runs';
import { isFastTrack, isSalesforce } from '../../chat/workflows';
import { conflict, notFound } from '../../DemoError';
import type { RouteContext } from '../../kernel/context';
import { runEngineOf } from '../../kernel/run-engine';
import type { RunEngine } from '../../orchestration/RunEngine';
import { chatStatusOf } from '../../orchestration/views';
import { type DeclaredEndpoint, route } from '../route-kit';
import type { Route } from '../router';

type Kind = { name: string; matches: (action: string | undefined) => boolean };
const FAST_TRACK: Kind = { name: 'fast-track', matches: isFastTrack };
const SALESFORCE: Kind = { name: 'Salesforce', matches: isSalesforce };

/**
 * What `use` makes of the run behind one of the acting user's messages: 404 for another user's,
 * another kind's or none.
 */
async function withOwnRun<T>(
  ctx: RouteContext,
  kind: Kind,
  action: 'see' | 'stop',
  use: (engine: RunEngine, messageId: string) => T | undefined,
): Promise<T> {
  const acting = await ctx.actingInAccount();
  const { chatId = '', messageId = '' } = ctx.params;
  const { message } = messageInChat(acting, 'message:see', chatId, messageId);
  const missing = `No ${kind.name} orchestration for this message`;
  if (!kind.matches(message.action)) throw notFound(missing);
  const { messageId: runId } = runOf(acting, action, message.id, missing);
  const found = use(runEngineOf(ctx), runId);
  if (!found) throw notFound(missing);
  return found;
}

const statusRoute = (declared: DeclaredEndpoint, kind: Kind): Route =>
  route(declared, (ctx) =>
    withOwnRun(ctx, kind, 'see', (engine, id) => engine.read(id, ctx.now)).then(chatStatusOf),
  );

/** Stopping halts every processing step; the message then reads 'Stopped by user'. */
const stopRoute = (declared: DeclaredEndpoint, kind: Kind): Route =>
  route(declared, async (ctx) => {
    const result = await withOwnRun(ctx, kind, 'stop', (engine, id) => engine.stop(id, ctx.now));
    if (result.kind === 'already-finished')
      throw conflict(`The ${kind.name} orchestration has already finished`);
    return { success: true, status: 'stopped' };
  });

/** Progress of fast-track and Salesforce orchestrations in the chat, and their stop buttons. */
export const orchestrationRoutes: Route[] = [
  statusRoute(ORCHESTRATION.fastTrackStatus, FAST_TRACK),
  statusRoute(ORCHESTRATION.salesforceStatus, SALESFORCE),
  stopRoute(ORCHESTRATION.stopFastTrack, FAST_TRACK),
  stopRoute(ORCHESTRATION.stopSalesforce, SALESFORCE),
];
