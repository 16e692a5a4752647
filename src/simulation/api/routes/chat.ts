import { CHAT } from '../../../contract/endpoints/chat';
import type { Acting } from '../../access/acting';
import { accountOf } from '../../access/acting';
import type { MatrixKey } from '../../access/matrix';
import { chatOf } from '../../access/resources/chats';
import { storedUploadOf } from '../../access/resources/files';
import { messageInChat, messageOf, permitNewMessage } from '../../access/resources/messages';
import type { AccountSnapshot, AssistantReply, AssistantRequest, EditAccount, Offer } from '../../assistant';
import { accountCurrencyOf } from '../../chat/accountCurrency';
import { accountSnapshotOf } from '../../chat/accountSnapshot';
import {
  documentTextOf,
  finishedResults,
  historyOf,
  latestResult,
  priorDocumentsOf,
  toPriorResult,
} from '../../chat/assistantInput';
import { finaliseDue } from '../../chat/completion';
import { appendBotReply, appendUserMessage, messagesOf, startChat, summaryOf } from '../../chat/conversation';
import { parseAttachments, parseReferences } from '../../chat/outgoing';
import { runOfReply } from '../../chat/run-start';
import { badRequest, notFound } from '../../DemoError';
import { nextId } from '../../data/ids';
import type { DemoChat, DemoMessage } from '../../data/types';
import type { Input, RouteContext } from '../../kernel/context';
import { optionalArray, optionalId, optionalText } from '../../kernel/input';
import { oneOf } from '../../kernel/lookup';
import { enabledChannelsOf } from '../../users/enabledChannels';
import { route } from '../route-kit';
import type { Route } from '../router';

const FOLLOW_UP_ACTIONS = ['regenerate', 'edit', 'ask-assistant'] as const;
type FollowUp = (typeof FOLLOW_UP_ACTIONS)[number];

/** The matrix row of each kind of message (spec 1 §6's flags). */
const RULE_OF: Record<FollowUp | 'send', MatrixKey> = {
  send: 'message:send',
  regenerate: 'message:regenerate',
  edit: 'message:edit',
  'ask-assistant': 'message:ask',
};

function followUpOf(input: Input): FollowUp | undefined {
  const action = optionalText(input, 'action');
  if (action === undefined || action === '') return undefined;
  return oneOf('action', action, FOLLOW_UP_ACTIONS);
}

/** The chat a message continues (`chatId`), or null for a new chat. */
function continuedChat(acting: Acting, input: Input): DemoChat | null {
  const chatId = optionalId(input, 'chatId');
  return chatId === undefined ? null : chatOf(acting, 'chat:see', chatId);
}

/** The result a follow-up acts on: a bot message of this chat, under the follow-up's own flag. */
function sourceResult(acting: Acting, chat: DemoChat, input: Input, kind: FollowUp): DemoMessage {
  const sourceMessageId = optionalId(input, 'sourceMessageId');
  if (!sourceMessageId) throw badRequest('sourceMessageId is required');
  const { message } = messageInChat(acting, RULE_OF[kind], chat.id, sourceMessageId);
  if (message.type !== 'bot') throw notFound('Message not found');
  return message;
}

/** What the user's message says for a follow-up, and the assistant's answer to it. */
function followUpReply(
  ctx: RouteContext,
  kind: FollowUp,
  source: DemoMessage,
  text: string,
  feedback: string,
  seed: number,
  account: EditAccount,
): { content: string; reply: AssistantReply } {
  const prior = toPriorResult(source);
  const { assistant } = ctx.deps;
  if (kind === 'regenerate') {
    const content = text.trim() || (feedback ? `Regenerate with feedback: ${feedback}` : 'Regenerate');
    return { content, reply: assistant.regenerate(prior, feedback || undefined, seed) };
  }
  const instructions = feedback || text.trim();
  if (!instructions) throw badRequest('feedback is required');
  const reply =
    kind === 'edit'
      ? assistant.edit(prior, instructions, seed, account)
      : assistant.ask(prior, instructions, seed);
  return { content: text.trim() ? text : instructions, reply };
}

/** What the chat's last answer asked or offered, which a "yes" or a choice may settle. */
function pendingOfferOf(history: readonly DemoMessage[]): { pendingOffer?: Offer } {
  const last = history.at(-1);
  return last?.type === 'bot' && last.offer ? { pendingOffer: last.offer } : {};
}

/** What an edit checks against: the account's enabled channels, and its name for the answer. */
function editAccountOf(ctx: RouteContext, accountId: string): EditAccount {
  const name = accountSnapshotOf(ctx.data, accountId, ctx.now)?.name;
  return { enabledChannels: enabledChannelsOf(ctx.data, accountId), ...(name ? { name } : {}) };
}

function withAccount(account: AccountSnapshot | undefined): { account?: AccountSnapshot } {
  return account ? { account } : {};
}

/** A new message, or a follow-up (regenerate, edit, ask) on an earlier result. */
export const chatRoutes: Route[] = [
  route(CHAT.send, async (ctx) => {
    const input = await ctx.input();
    const acting = await ctx.actingInAccount();
    const { user: actor } = acting;
    const accountId = accountOf(acting);
    permitNewMessage(acting);
    const kind = followUpOf(input);
    const text = optionalText(input, 'message') ?? '';
    const feedback = (optionalText(input, 'feedback') ?? '').trim();
    const attachments = parseAttachments(optionalArray(input, 'file_metadata'), (path, field) =>
      storedUploadOf(acting, path, field),
    );
    const referenced = parseReferences(optionalArray(input, 'references'), (id) =>
      messageOf(acting, 'message:see', id),
    );
    if (!kind && text.trim() === '' && attachments.length === 0) throw badRequest('message is required');

    const continued = continuedChat(acting, input);
    if (!continued && kind) throw badRequest('chatId is required');
    const history = continued ? messagesOf(ctx.data, continued.id) : [];
    ctx.changed('messages', ...finaliseDue(history, ctx.now));
    // The number the answer's id will take (nothing is taken before the request is checked).
    const seed = ctx.data.sequence + 1;

    let content = text;
    let reply: AssistantReply;
    let assistantRequest: AssistantRequest | undefined;
    if (kind && continued) {
      const followUp = followUpReply(
        ctx,
        kind,
        sourceResult(acting, continued, input, kind),
        text,
        feedback,
        seed,
        editAccountOf(ctx, accountId),
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
        earlierFiles: history.flatMap((message) => (message.file_metadata ?? []).map((file) => file.name)),
        ...(latest ? { latestResult: toPriorResult(latest) } : {}),
        earlierResults: finishedResults(history).map(toPriorResult),
        history: historyOf(history),
        ...pendingOfferOf(history),
        priorDocuments: await priorDocumentsOf(ctx.deps, text, [
          ...referenced.messages,
          ...(latest ? [latest] : []),
        ]),
        enabledChannels: enabledChannelsOf(ctx.data, accountId),
        ...accountCurrencyOf(ctx.data, accountId),
        ...withAccount(accountSnapshotOf(ctx.data, accountId, ctx.now)),
        seed,
      };
      reply = ctx.deps.assistant.reply(assistantRequest);
    }
    const run = assistantRequest && runOfReply(ctx, continued, reply, assistantRequest);
    if (run?.repeated) return run.repeated;
    const { chat, userMessage, bot } = ctx.commit(() => {
      const botId = nextId(ctx.data, 'msg');
      const chat = continued ?? startChat(ctx.data, actor, accountId, summaryOf(text, attachments), ctx.now);
      const userMessage = appendUserMessage(ctx.data, chat, ctx.now, {
        content,
        file_metadata: attachments,
        references: referenced.references,
      });
      const timing = { now: ctx.now, speed: ctx.deps.speed };
      const bot = appendBotReply(ctx.data, chat, userMessage, reply, timing, botId);
      run?.start(chat, bot);
      ctx.changed('messages', bot);
      return { chat, userMessage, bot };
    });
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
  }),
];
