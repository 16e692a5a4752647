import { requireFlag } from '../../access/guards';
import { finaliseDue, finaliseIfDue } from '../../chat/completion';
import { messagesOf } from '../../chat/conversation';
import { toMessageDto, toStatusAnswer } from '../../chat/messageDto';
import { ownChat } from '../../chat/ownChat';
import { badRequest, conflict, notFound } from '../../DemoError';
import { messageById } from '../../data/indexes';
import type { DemoMessage } from '../../data/types';
import type { RouteContext } from '../context';
import { optionalText, requiredText } from '../input';
import type { Route } from '../router';
import { bringRunForward, runsOfChat } from './chat-runs-read';

/** A message of one of the acting user's chats in the acting account, or 404. */
export async function ownMessage(ctx: RouteContext) {
  const { actor, accountId } = await ctx.actorInAccount();
  const chat = ownChat(ctx.data, actor, accountId, ctx.params.chatId ?? '');
  const found = messageById(ctx.data, ctx.params.messageId ?? '');
  const message = found?.chat_id === chat.id ? found : undefined;
  if (!message) throw notFound('Message not found');
  return { actor, accountId, chat, message };
}

const REVIEWABLE: readonly DemoMessage['status'][] = ['completed', 'approved', 'rejected'];
const STATUS_CHANGES = ['approved', 'rejected', 'completed'] as const;

/** Message history and the status of a result: polling, approve, reject and toggling back. */
export const messageRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/chat-history/:chatId',
    async handle(ctx) {
      const { actor, accountId } = await ctx.actorInAccount();
      const chat = ownChat(ctx.data, actor, accountId, ctx.params.chatId ?? '');
      const messages = messagesOf(ctx.data, chat.id);
      if (finaliseDue(messages, ctx.now)) ctx.markChanged();
      const runs = runsOfChat(ctx, chat.id);
      return { messages: messages.map((message) => toMessageDto(message, ctx.now, runs.get(message.id))) };
    },
  },
  {
    method: 'GET',
    path: '/api/chat/:chatId/:messageId/status',
    async handle(ctx) {
      const { message } = await ownMessage(ctx);
      if (finaliseIfDue(message, ctx.now)) ctx.markChanged();
      bringRunForward(ctx, message.id);
      return toStatusAnswer(message);
    },
  },
  {
    method: 'POST',
    path: '/api/chat/:chatId/:messageId/status',
    async handle(ctx) {
      const input = await ctx.input();
      const { actor, message } = await ownMessage(ctx);
      const status = requiredText(input, 'status');
      if (!(STATUS_CHANGES as readonly string[]).includes(status)) {
        throw badRequest(`status must be one of ${STATUS_CHANGES.join(', ')}`);
      }
      finaliseIfDue(message, ctx.now);
      if (message.type !== 'bot' || !REVIEWABLE.includes(message.status)) {
        throw conflict('Only a finished result can be approved or rejected');
      }
      const undoing = status === 'completed' ? message.status : status;
      requireFlag(ctx.data, actor, undoing === 'approved' ? 'can_approve' : 'can_regenerate');
      if (status === 'rejected') {
        const feedback = (optionalText(input, 'feedback') ?? '').trim();
        if (!feedback) throw badRequest('feedback is required');
        message.feedback = feedback;
      } else {
        delete message.feedback;
      }
      message.status = status as DemoMessage['status'];
      ctx.markChanged();
      return { success: true, status: message.status };
    },
  },
];
