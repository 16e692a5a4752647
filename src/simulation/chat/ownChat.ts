import { notFound } from '../DemoError';
import type { DemoChat, DemoData, DemoUser } from '../data/types';

/**
 * A chat of the acting user in the acting account. Another user's or another account's chat
 * answers 404, exactly like a chat that does not exist: its existence is not disclosed.
 */
export function ownChat(data: DemoData, actor: DemoUser, accountId: string, chatId: string): DemoChat {
  const chat = data.chats.find(
    (candidate) =>
      candidate.id === chatId && candidate.user_id === actor.id && candidate.account_id === accountId,
  );
  if (!chat) throw notFound('Chat not found');
  return chat;
}
