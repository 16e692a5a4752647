import { CHAT } from '../../../contract/endpoints/chat';
import { CHAT_HISTORY } from '../../../contract/endpoints/chat-history';
import { chatOf } from '../../access/resources/chats';
import { messageInChat } from '../../access/resources/messages';
import { finaliseDue, finaliseIfDue } from '../../chat/completion';
import { messagesOf } from '../../chat/conversation';
import { historyPage, readHistoryPageRequest } from '../../chat/history-page';
import { toMessageDto, toStatusAnswer } from '../../chat/messageDto';
import { bringRunForward, runsOfChat } from '../../chat/run-reads';
import { badRequest, conflict } from '../../DemoError';
import { replaceContent } from '../../data/transaction';
import type { DemoMessage } from '../../data/types';
import { optionalText, requiredText } from '../../kernel/input';
import { oneOf } from '../../kernel/lookup';
import { route } from '../route-kit';
import type { Route } from '../router';

const REVIEWABLE: readonly DemoMessage['status'][] = ['completed', 'approved', 'rejected'];
const STATUS_CHANGES = ['approved', 'rejected', 'completed'] as const;

/** Message history and the status of a result: polling, approve, reject and toggling back. */
export const messageRoutes: Route[] = [
  route(CHAT_HISTORY.read, async (ctx) => {
    const chat = chatOf(await ctx.actingInAccount(), 'chat:see', ctx.params.chatId ?? '');
    const page = historyPage(messagesOf(ctx.data, chat.id), readHistoryPageRequest(await ctx.input()));
    ctx.changed('messages', ...finaliseDue(page.messages, ctx.now));
    const runs = runsOfChat(ctx, chat.id);
    // The list last, so that a client can read a long answer's end before the rest.
    return {
      before: page.before,
      messages: page.messages.map((message) => toMessageDto(message, ctx.now, runs.get(message.id))),
    };
  }),
  route(CHAT.messageStatus, async (ctx) => {
    const acting = await ctx.actingInAccount();
    const { message } = messageInChat(
      acting,
      'message:see',
      ctx.params.chatId ?? '',
      ctx.params.messageId ?? '',
    );
    if (finaliseIfDue(message, ctx.now)) ctx.changed('messages', message);
    bringRunForward(ctx, message.id);
    return toStatusAnswer(message);
  }),
  route(CHAT.judge, async (ctx) => {
    const input = await ctx.input();
    const acting = await ctx.actingInAccount();
    const status = oneOf('status', requiredText(input, 'status'), STATUS_CHANGES);
    const { chatId = '', messageId = '' } = ctx.params;
    const { message } = messageInChat(acting, 'message:see', chatId, messageId);
    finaliseIfDue(message, ctx.now);
    if (message.type !== 'bot' || !REVIEWABLE.includes(message.status)) {
      throw conflict('Only a finished result can be approved or rejected');
    }
    // Toggling back to 'completed' undoes the earlier review, under that review's own flag.
    const review = status === 'completed' ? message.status : status;
    messageInChat(acting, review === 'approved' ? 'message:approve' : 'message:reject', chatId, messageId);
    const feedback = status === 'rejected' ? (optionalText(input, 'feedback') ?? '').trim() : undefined;
    if (feedback === '') throw badRequest('feedback is required');
    ctx.commit(() => {
      const { feedback: _earlier, ...rest } = message;
      replaceContent(message, { ...rest, ...(feedback ? { feedback } : {}), status });
      ctx.changed('messages', message);
    });
    return { success: true, status: message.status };
  }),
];
