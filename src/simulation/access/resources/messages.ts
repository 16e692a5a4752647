import { notFound } from '../../DemoError';
import { chatById, messageById } from '../../data/indexes';
import type { DemoChat, DemoData, DemoMessage } from '../../data/types';
import { type Acting, accountOf } from '../acting';
import type { TargetFacts } from '../decide';
import type { MatrixKey } from '../matrix';
import { permit, type ResourceRule, reach } from '../reach';
import { CHAT } from './chats';

/** A message and its result belong to the chat's user (by its chat, never the message's own say). */
export function messageFacts(data: DemoData, message: DemoMessage): TargetFacts {
  const chat = chatById(data, message.chat_id);
  return chat
    ? { ownerId: chat.user_id, accountIds: [chat.account_id] }
    : { ownerId: message.user_id, accountIds: [message.account_id] };
}

export const MESSAGE: ResourceRule<DemoMessage> = {
  resource: 'message',
  find: messageById,
  facts: messageFacts,
  notFound: 'Message not found',
  refused: 'You do not have access to this message',
  hideFromOutsiders: true,
};

export function messageOf(acting: Acting, key: MatrixKey, messageId: string): DemoMessage {
  return reach(acting, MESSAGE, key, messageId);
}

/** A message addressed through its chat (`/api/chat/:chatId/:messageId/…`): both must be the user's. */
export function messageInChat(
  acting: Acting,
  key: MatrixKey,
  chatId: string,
  messageId: string,
): { chat: DemoChat; message: DemoMessage } {
  const chat = reach(acting, CHAT, 'chat:see', chatId);
  const message = reach(acting, MESSAGE, key, messageId);
  if (message.chat_id !== chat.id) throw notFound('Message not found');
  return { chat, message };
}

/** Sending a message as the acting user, in the acting account: the send flag (spec 1 §6). */
export function permitNewMessage(acting: Acting): void {
  permit(acting, MESSAGE, 'message:send', { ownerId: acting.user.id, accountIds: [accountOf(acting)] });
}
