import { chatById, chatsOfUser } from '../../data/indexes';
import type { DemoChat } from '../../data/types';
import type { Acting } from '../acting';
import type { MatrixKey } from '../matrix';
import { type ResourceRule, reach, visible } from '../reach';

/** A chat is its user's, in the account it was started in; to anyone else it does not exist. */
export const CHAT: ResourceRule<DemoChat> = {
  resource: 'chat',
  find: chatById,
  facts: (_data, chat) => ({ ownerId: chat.user_id, accountIds: [chat.account_id] }),
  notFound: 'Chat not found',
  refused: 'Chat not found',
  hideFromOutsiders: true,
};

export function chatOf(acting: Acting, key: MatrixKey, chatId: string): DemoChat {
  return reach(acting, CHAT, key, chatId);
}

/** The chats the sidebar lists (or the statistics count): the acting user's own, in the acting account. */
export function listedChats(acting: Acting, key: 'chat:list' | 'stats:see' = 'chat:list'): DemoChat[] {
  return visible(acting, CHAT, key, chatsOfUser(acting.data, acting.user.id));
}
