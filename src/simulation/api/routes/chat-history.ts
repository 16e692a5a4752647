import { requireFlag } from '../../access/guards';
import { ownChat } from '../../chat/ownChat';
import { conflict } from '../../DemoError';
import { chatsOfUser } from '../../data/indexes';
import type { DemoChat } from '../../data/types';
import { requiredText } from '../input';
import { LIMITS } from '../limits';
import type { Route } from '../router';

/** Pinned chats first, then the latest change first (ISO times compare as plain strings). */
function newestPinnedFirst(a: DemoChat, b: DemoChat): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  return a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0;
}

/** The sidebar's chat list: list, rename, pin toggle, remove (spec 3 §7). */
export const chatHistoryRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/chat-history',
    async handle(ctx) {
      const { actor, accountId } = await ctx.actorInAccount();
      const chats = chatsOfUser(ctx.data, actor.id)
        .filter((chat) => chat.account_id === accountId)
        .sort((a, b) => newestPinnedFirst(a, b))
        .map(({ id, summary, pinned, updated_at }) => ({ id, summary, pinned, updated_at }));
      return { chats };
    },
  },
  {
    method: 'PATCH',
    path: '/api/chat-history/:chatId',
    async handle(ctx) {
      const { actor, accountId } = await ctx.actorInAccount();
      const summary = requiredText(await ctx.input(), 'summary', LIMITS.nameCharacters).trim();
      const chat = ownChat(ctx.data, actor, accountId, ctx.params.chatId ?? '');
      chat.summary = summary;
      chat.updated_at = new Date(ctx.now).toISOString();
      ctx.markChanged();
      return { success: true };
    },
  },
  {
    method: 'POST',
    path: '/api/chat-history/:chatId/pin',
    async handle(ctx) {
      const { actor, accountId } = await ctx.actorInAccount();
      requireFlag(ctx.data, actor, 'can_manage_chat_hisotry');
      const chat = ownChat(ctx.data, actor, accountId, ctx.params.chatId ?? '');
      chat.pinned = !chat.pinned;
      ctx.markChanged();
      return { success: true, pinned: chat.pinned };
    },
  },
  {
    method: 'DELETE',
    path: '/api/chat-history/:chatId',
    async handle(ctx) {
      const { actor, accountId } = await ctx.actorInAccount();
      requireFlag(ctx.data, actor, 'can_manage_chat_hisotry');
      const chat = ownChat(ctx.data, actor, accountId, ctx.params.chatId ?? '');
      if (chat.pinned) throw conflict('Please unpin the chat before removing it.');
      ctx.data.chats = ctx.data.chats.filter((candidate) => candidate.id !== chat.id);
      ctx.data.messages = ctx.data.messages.filter((message) => message.chat_id !== chat.id);
      ctx.markChanged();
      return { success: true };
    },
  },
];
