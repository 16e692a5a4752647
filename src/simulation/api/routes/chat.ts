import { requireFlag } from '../../access/guards';
import type { AssistantReply, AssistantRequest } from '../../assistant';
import { documentTextOf, latestResult, priorDocumentsOf, toPriorResult } from '../../chat/assistantInput';
import { finaliseDue } from '../../chat/completion';
import { appendBotReply, appendUserMessage, messagesOf, startChat, summaryOf } from '../../chat/conversation';
import { parseAttachments, parseReferences } from '../../chat/outgoing';
import { ownChat } from '../../chat/ownChat';
import { badRequest, notFound } from '../../DemoError';
import { nextId } from '../../data/ids';
import { messageById } from '../../data/indexes';
import type { DemoChat, DemoMessage, DemoUser } from '../../data/types';
import { enabledChannelsOf } from '../../users/enabledChannels';
import type { Input, RouteContext } from '../context';
import { optionalArray, optionalText } from '../input';
import type { Route } from '../router';
import { runOfReply } from './chat-run-start';

const FOLLOW_UP_ACTIONS = ['regenerate', 'edit', 'ask-assistant'] as const;
type FollowUp = (typeof FOLLOW_UP_ACTIONS)[number];

function followUpOf(input: Input): FollowUp | undefined {
  const action = optionalText(input, 'action');
  if (action === undefined || action === '') return undefined;
  if (!(FOLLOW_UP_ACTIONS as readonly string[]).includes(action)) {
    throw badRequest(`action must be one of ${FOLLOW_UP_ACTIONS.join(', ')}`);
  }
  return action as FollowUp;
}

function chatOf(ctx: RouteContext, input: Input, actor: DemoUser, accountId: string): DemoChat | null {
  const chatId = input.chatId;
  if (chatId === undefined || chatId === null || chatId === '') return null;
  if (typeof chatId !== 'string') throw badRequest('chatId must be a string');
  return ownChat(ctx.data, actor, accountId, chatId);
}

/** The result a follow-up acts on: a bot message of this chat. */
function sourceResult(ctx: RouteContext, chat: DemoChat, input: Input): DemoMessage {
  const sourceMessageId = optionalText(input, 'sourceMessageId');
  if (!sourceMessageId) throw badRequest('sourceMessageId is required');
  const found = messageById(ctx.data, sourceMessageId);
  const source = found?.chat_id === chat.id && found.type === 'bot' ? found : undefined;
  if (!source) throw notFound('Message not found');
  return source;
}

/** What the user's message says for a follow-up, and the assistant's answer to it. */
function followUpReply(
  ctx: RouteContext,
  actor: DemoUser,
  kind: FollowUp,
  source: DemoMessage,
  text: string,
  feedback: string,
  seed: number,
): { content: string; reply: AssistantReply } {
  const prior = toPriorResult(source);
  const { assistant } = ctx.deps;
  if (kind === 'regenerate') {
    requireFlag(ctx.data, actor, 'can_regenerate');
    const content = text.trim() || (feedback ? `Regenerate with feedback: ${feedback}` : 'Regenerate');
    return { content, reply: assistant.regenerate(prior, feedback || undefined, seed) };
  }
  requireFlag(ctx.data, actor, kind === 'edit' ? 'can_regenerate' : 'can_ask_assistant');
  const instructions = feedback || text.trim();
  if (!instructions) throw badRequest('feedback is required');
  const reply =
    kind === 'edit' ? assistant.edit(prior, instructions, seed) : assistant.ask(prior, instructions, seed);
  return { content: text.trim() ? text : instructions, reply };
}

/** POST /api/chat: a new message, or a follow-up (regenerate, edit, ask) on an earlier result. */
export const chatRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/chat',
    async handle(ctx) {
      const input = await ctx.input();
      const { actor, accountId } = await ctx.actorInAccount();
      requireFlag(ctx.data, actor, 'can_send_message');
      const kind = followUpOf(input);
      const text = optionalText(input, 'message') ?? '';
      const feedback = (optionalText(input, 'feedback') ?? '').trim();
      const attachments = parseAttachments(ctx.data, accountId, optionalArray(input, 'file_metadata'));
      const referenced = parseReferences(ctx.data, actor, accountId, optionalArray(input, 'references'));
      if (!kind && text.trim() === '' && attachments.length === 0) throw badRequest('message is required');

      let chat = chatOf(ctx, input, actor, accountId);
      if (!chat && kind) throw badRequest('chatId is required');
      const history = chat ? messagesOf(ctx.data, chat.id) : [];
      if (finaliseDue(history, ctx.now)) ctx.markChanged();
      const botId = nextId(ctx.data, 'msg');
      const seed = ctx.data.sequence;

      let content = text;
      let reply: AssistantReply;
      let assistantRequest: AssistantRequest | undefined;
      if (kind && chat) {
        const followUp = followUpReply(
          ctx,
          actor,
          kind,
          sourceResult(ctx, chat, input),
          text,
          feedback,
          seed,
        );
        content = followUp.content;
        reply = followUp.reply;
      } else {
        const latest = latestResult(history);
        assistantRequest = {
          text,
          attachments,
          documentText: await documentTextOf(ctx.deps, attachments),
          references: referenced.messages.map(toPriorResult),
          ...(latest ? { latestResult: toPriorResult(latest) } : {}),
          priorDocuments: await priorDocumentsOf(ctx.deps, text, [
            ...referenced.messages,
            ...(latest ? [latest] : []),
          ]),
          enabledChannels: enabledChannelsOf(ctx.data, accountId),
          seed,
        };
        reply = ctx.deps.assistant.reply(assistantRequest);
      }
      const run = assistantRequest && runOfReply(ctx, chat, reply, assistantRequest);
      if (run?.repeated) return run.repeated;
      chat ??= startChat(ctx.data, actor, accountId, summaryOf(text, attachments), ctx.now);
      const userMessage = appendUserMessage(ctx.data, chat, ctx.now, {
        content,
        file_metadata: attachments,
        references: referenced.references,
      });
      const bot = appendBotReply(
        ctx.data,
        chat,
        userMessage,
        reply,
        { now: ctx.now, speed: ctx.deps.speed },
        botId,
      );
      run?.start(chat, bot);
      ctx.markChanged();
      return {
        message: bot.content,
        action: bot.action ?? reply.action,
        ...(bot.subAction ? { subAction: bot.subAction } : {}),
        chatId: chat.id,
        messageId: bot.id,
        sourceMessageId: userMessage.id,
        status: bot.status,
        isProcessing: bot.status === 'processing',
      };
    },
  },
];
