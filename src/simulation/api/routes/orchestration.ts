import { isFastTrack, isSalesforce } from '../../chat/workflows';
import { conflict, notFound } from '../../DemoError';
import { chatStatusOf } from '../../orchestration/views';
import type { RouteContext } from '../context';
import type { Route } from '../router';
import { runEngineOf } from '../run-engine';
import { ownMessage } from './messages';

type Kind = { name: string; matches: (action: string | undefined) => boolean };
const FAST_TRACK: Kind = { name: 'fast-track', matches: isFastTrack };
const SALESFORCE: Kind = { name: 'Salesforce', matches: isSalesforce };

/** The run behind one of the acting user's messages: 404 for another user's, another kind's or none. */
async function ownRunMessage(ctx: RouteContext, kind: Kind) {
  const { message } = await ownMessage(ctx);
  if (!kind.matches(message.action)) throw notFound(`No ${kind.name} orchestration for this message`);
  return message;
}

function statusRoute(path: string, kind: Kind): Route {
  return {
    method: 'GET',
    path,
    async handle(ctx) {
      const message = await ownRunMessage(ctx, kind);
      const engine = runEngineOf(ctx);
      const run = engine.read(message.id, ctx.now);
      engine.done();
      if (!run) throw notFound(`No ${kind.name} orchestration for this message`);
      return chatStatusOf(run);
    },
  };
}

/** Stopping halts every processing step; the message then reads 'Stopped by user'. */
function stopRoute(path: string, kind: Kind): Route {
  return {
    method: 'POST',
    path,
    async handle(ctx) {
      const message = await ownRunMessage(ctx, kind);
      const engine = runEngineOf(ctx);
      const result = engine.stop(message.id, ctx.now);
      engine.done();
      if (!result) throw notFound(`No ${kind.name} orchestration for this message`);
      if (result.kind === 'already-finished')
        throw conflict(`The ${kind.name} orchestration has already finished`);
      return { success: true, status: 'stopped' };
    },
  };
}

/** Progress of fast-track and Salesforce orchestrations in the chat, and their stop buttons. */
export const orchestrationRoutes: Route[] = [
  statusRoute('/api/chat/:chatId/:messageId/fast-track-status', FAST_TRACK),
  statusRoute('/api/chat/:chatId/:messageId/salesforce-orchestration-status', SALESFORCE),
  stopRoute('/api/chat/:chatId/:messageId/stop-fast-track', FAST_TRACK),
  stopRoute('/api/chat/:chatId/:messageId/stop-salesforce-orchestration', SALESFORCE),
];
