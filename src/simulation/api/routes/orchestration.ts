import { messageInChat } from '../../access/resources/messages';
import { runOf } from '../../access/resources/runs';
import { isFastTrack, isSalesforce } from '../../chat/workflows';
import { conflict, notFound } from '../../DemoError';
import type { RouteContext } from '../../kernel/context';
import { runEngineOf } from '../../kernel/run-engine';
import { chatStatusOf } from '../../orchestration/views';
import type { Route } from '../router';

type Kind = { name: string; matches: (action: string | undefined) => boolean };
const FAST_TRACK: Kind = { name: 'fast-track', matches: isFastTrack };
const SALESFORCE: Kind = { name: 'Salesforce', matches: isSalesforce };

/** The run behind one of the acting user's messages: 404 for another user's, another kind's or none. */
async function ownRunMessage(ctx: RouteContext, kind: Kind, action: 'see' | 'stop') {
  const acting = await ctx.actingInAccount();
  const { chatId = '', messageId = '' } = ctx.params;
  const { message } = messageInChat(acting, 'message:see', chatId, messageId);
  const missing = `No ${kind.name} orchestration for this message`;
  if (!kind.matches(message.action)) throw notFound(missing);
  return runOf(acting, action, message.id, missing);
}

function statusRoute(path: string, kind: Kind): Route {
  return {
    method: 'GET',
    path,
    rule: 'run:see',
    async handle(ctx) {
      const { messageId } = await ownRunMessage(ctx, kind, 'see');
      const engine = runEngineOf(ctx);
      const run = engine.read(messageId, ctx.now);
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
    rule: 'run:stop',
    async handle(ctx) {
      const { messageId } = await ownRunMessage(ctx, kind, 'stop');
      const engine = runEngineOf(ctx);
      const result = engine.stop(messageId, ctx.now);
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
