import type { Acting } from '../access/acting';
import { listedChats } from '../access/resources/chats';
import { bringRunForward } from '../chat/run-reads';
import { messagesOfChat } from '../data/indexes';
import type { DemoMessage } from '../data/types';
import type { RouteContext } from '../kernel/context';

/** Entries of "Recent Activity" (spec 2 §2.2). */
const RECENT_ACTIVITY = 10;

/** The user's own session statistics in the acting account (spec 2 §2.2's cards, bars and table). */
export function sessionStats(ctx: RouteContext, acting: Acting) {
  const chats = listedChats(acting, 'stats:see');
  const messages = chats.flatMap((chat) => messagesOfChat(ctx.data, chat.id));
  for (const message of messages) if (message.status === 'processing') bringRunForward(ctx, message.id);
  const perAction = new Map<string, number>();
  for (const message of messages) {
    if (message.type === 'bot' && message.action)
      perAction.set(message.action, (perAction.get(message.action) ?? 0) + 1);
  }
  const summaryOf = (message: DemoMessage) =>
    chats.find((chat) => chat.id === message.chat_id)?.summary ?? '';
  return {
    totalChats: chats.length,
    totalMessages: messages.length,
    filesUploaded: messages
      .filter((message) => message.type === 'user')
      .reduce((sum, message) => sum + (message.file_metadata?.length ?? 0), 0),
    messagesPerAction: [...perAction]
      .map(([action, count]) => ({ action, count }))
      .sort((a, b) => b.count - a.count || a.action.localeCompare(b.action)),
    recentActivity: messages
      .filter((message) => message.type === 'bot' && message.action)
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
      .slice(0, RECENT_ACTIVITY)
      .map((message) => ({
        timestamp: message.timestamp,
        chatSummary: summaryOf(message),
        action: message.action,
      })),
  };
}
