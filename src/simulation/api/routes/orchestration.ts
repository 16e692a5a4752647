import { finaliseIfDue } from '../../chat/completion';
import { orchestrationStatusOf } from '../../chat/orchestrationStatus';
import { isFastTrack, isSalesforce } from '../../chat/workflows';
import { conflict, notFound } from '../../DemoError';
import type { RouteContext } from '../context';
import type { Route } from '../router';
import { ownMessage } from './messages';

type Kind = { name: string; matches: (action: string | undefined) => boolean };
const FAST_TRACK: Kind = { name: 'fast-track', matches: isFastTrack };
const SALESFORCE: Kind = { name: 'Salesforce', matches: isSalesforce };

async function orchestrationMessage(ctx: RouteContext, kind: Kind) {
  const { message } = await ownMessage(ctx);
  if (!kind.matches(message.action)) throw notFound(`No ${kind.name} orchestration for this message`);
  if (finaliseIfDue(message, ctx.now)) ctx.markChanged();
  return message;
}

function statusRoute(path: string, kind: Kind): Route {
  return {
    method: 'GET',
    path,
    async handle(ctx) {
      return orchestrationStatusOf(await orchestrationMessage(ctx, kind), ctx.now);
    },
  };
}

/** Stopping keeps how far the run got; the message then reads 'Stopped by user'. */
function stopRoute(path: string, kind: Kind): Route {
  return {
    method: 'POST',
    path,
    async handle(ctx) {
      const message = await orchestrationMessage(ctx, kind);
      if (message.status !== 'processing')
        throw conflict(`The ${kind.name} orchestration has already finished`);
      message.stoppedAt = ctx.now;
      message.status = 'failed';
      message.content = 'Stopped by user';
      ctx.markChanged();
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
