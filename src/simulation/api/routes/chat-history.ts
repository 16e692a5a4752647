import { CHAT_HISTORY } from '../../../contract/endpoints/chat-history';
import { chatOf, listedChats } from '../../access/resources/chats';
import { removeChat } from '../../chat/conversation';
import { conflict } from '../../DemoError';
import { replaceContent } from '../../data/transaction';
import type { DemoChat } from '../../data/types';
import { requiredText } from '../../kernel/input';
import { LIMITS } from '../../kernel/limits';
import { route } from '../route-kit';
import type { Route } from '../router';

/** Pinned chats first, then the latest change first (ISO times compare as plain strings). */
function newestPinnedFirst(a: DemoChat, b: DemoChat): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  return a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0;
}

/** The sidebar's chat list: list, rename, pin toggle, remove (spec 3 §7). */
export const chatHistoryRoutes: Route[] = [
  route(CHAT_HISTORY.list, async (ctx) => {
    const chats = listedChats(await ctx.actingInAccount())
      .sort((a, b) => newestPinnedFirst(a, b))
      .map(({ id, summary, pinned, updated_at }) => ({ id, summary, pinned, updated_at }));
    return { chats };
  }),
  route(CHAT_HISTORY.rename, async (ctx) => {
    const acting = await ctx.actingInAccount();
    const summary = requiredText(await ctx.input(), 'summary', LIMITS.nameCharacters).trim();
    const chat = chatOf(acting, 'chat:rename', ctx.params.chatId ?? '');
    ctx.commit(() => {
      replaceContent(chat, { ...chat, summary, updated_at: new Date(ctx.now).toISOString() });
      ctx.changed('chats', chat);
    });
    return { success: true };
  }),
  route(CHAT_HISTORY.pin, async (ctx) => {
    const chat = chatOf(await ctx.actingInAccount(), 'chat:pin', ctx.params.chatId ?? '');
    ctx.commit(() => {
      replaceContent(chat, { ...chat, pinned: !chat.pinned });
      ctx.changed('chats', chat);
    });
    return { success: true, pinned: chat.pinned };
  }),
  route(CHAT_HISTORY.remove, async (ctx) => {
    const chat = chatOf(await ctx.actingInAccount(), 'chat:delete', ctx.params.chatId ?? '');
    if (chat.pinned) throw conflict('Please unpin the chat before removing it.');
    ctx.commit(() => removeChat(ctx.data, chat));
    return { success: true };
  }),
];
