import type { AssistantReply } from '../assistant';
import { noteChanged } from '../data/changes';
import { insert, removeWhere } from '../data/collections';
import { nextId } from '../data/ids';
import { messagesOfChat } from '../data/indexes';
import type {
  DemoChat,
  DemoData,
  DemoFileMetadata,
  DemoMessage,
  DemoReference,
  DemoUser,
} from '../data/types';

/** A chat's summary starts as the beginning of its first message (spec 3 chat list). */
export const SUMMARY_LENGTH = 40;

export function summaryOf(text: string, attachments: readonly DemoFileMetadata[]): string {
  const words = text.replace(/\s+/g, ' ').trim();
  if (words) return words.slice(0, SUMMARY_LENGTH).trim();
  return attachments[0]?.name.slice(0, SUMMARY_LENGTH) ?? 'New chat';
}

export function startChat(
  data: DemoData,
  actor: DemoUser,
  accountId: string,
  summary: string,
  now: number,
): DemoChat {
  const at = new Date(now).toISOString();
  const chat: DemoChat = {
    id: nextId(data, 'chat'),
    user_id: actor.id,
    account_id: accountId,
    summary,
    pinned: false,
    created_at: at,
    updated_at: at,
  };
  insert(data, 'chats', chat);
  return chat;
}

/** Stores what the user sent, verbatim (content is text; the client never renders it as HTML). */
export function appendUserMessage(
  data: DemoData,
  chat: DemoChat,
  now: number,
  fields: { content: string; file_metadata: DemoFileMetadata[]; references: DemoReference[] },
): DemoMessage {
  const message: DemoMessage = {
    id: nextId(data, 'msg'),
    chat_id: chat.id,
    user_id: chat.user_id,
    account_id: chat.account_id,
    type: 'user',
    content: fields.content,
    timestamp: new Date(now).toISOString(),
    ...(fields.file_metadata.length ? { file_metadata: fields.file_metadata } : {}),
    ...(fields.references.length ? { references: fields.references } : {}),
  };
  insert(data, 'messages', message);
  chat.updated_at = message.timestamp;
  noteChanged(data, 'chats', chat);
  return message;
}

/**
 * Stores the assistant's reply. A pending reply shows its acknowledgement now and its result
 * once `processingMs / speed` has passed (see finaliseIfDue).
 */
export function appendBotReply(
  data: DemoData,
  chat: DemoChat,
  source: DemoMessage,
  reply: AssistantReply,
  timing: { now: number; speed: number },
  messageId = nextId(data, 'msg'),
): DemoMessage {
  const message: DemoMessage = {
    id: messageId,
    chat_id: chat.id,
    user_id: chat.user_id,
    account_id: chat.account_id,
    type: 'bot',
    content: reply.content,
    timestamp: new Date(timing.now).toISOString(),
    action: reply.action,
    ...(reply.subAction ? { subAction: reply.subAction } : {}),
    sourceMessageId: source.id,
    status: reply.pending ? 'processing' : 'completed',
    ...(reply.jsonResponse !== undefined ? { jsonResponse: reply.jsonResponse } : {}),
    ...(reply.offer ? { offer: reply.offer } : {}),
    ...(reply.pending
      ? {
          pending: {
            startedAt: timing.now,
            completesAt: timing.now + reply.pending.processingMs / timing.speed,
            result: reply.pending.result,
          },
        }
      : {}),
  };
  insert(data, 'messages', message);
  chat.updated_at = message.timestamp;
  noteChanged(data, 'chats', chat);
  return message;
}

/** A chat's messages in time order (ties keep the order they were stored in). */
export function messagesOf(data: DemoData, chatId: string): DemoMessage[] {
  const messages = [...messagesOfChat(data, chatId)];
  // Messages are stored in time order almost always: check in one pass before sorting.
  const ordered = messages.every(
    (message, i) => i === 0 || (messages[i - 1] as DemoMessage).timestamp <= message.timestamp,
  );
  return ordered ? messages : messages.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/** Removes a chat and its messages (the runs stay: the status page still counts them). */
export function removeChat(data: DemoData, chat: DemoChat): void {
  removeWhere(data, 'chats', (candidate) => candidate.id === chat.id);
  removeWhere(data, 'messages', (message) => message.chat_id === chat.id);
}
