import { notFound } from '../DemoError';
import { chatById } from '../data/indexes';
import type { DemoChat, DemoData, DemoUser } from '../data/types';

/**
 * A chat of the acting user in the acting account. Another user's or another account's chat
 * answers 404, exactly like a chat that does not exist: its existence is not disclosed.
 */
export function ownChat(data: DemoData, actor: DemoUser, accountId: string, chatId: string): DemoChat {
  const chat = chatById(data, chatId);
  if (!chat || chat.user_id !== actor.id || chat.account_id !== accountId) throw notFound('Chat not found');
  return chat;
}
