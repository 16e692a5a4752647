import type { ChatHistoryItem } from '../../domain/message';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, type Outcome, succeeded } from '../outcome';

/**
 * The sidebar's chats in the acting account (spec 3 §2, §9). Without an account (a regular admin
 * who has not chosen one) there are none to show, and nothing is asked of the backend.
 */
export class LoadChatList {
  constructor(private readonly chat: ChatPort) {}

  execute(request: { ctx: ActingContext }): Promise<Outcome<ChatHistoryItem[]>> {
    const { ctx } = request;
    if (!ctx.accountId) return Promise.resolve(succeeded<ChatHistoryItem[]>([]));
    return attempt(() => this.chat.listChats(ctx));
  }
}

export const LoadChatListToken = Symbol.for('LoadChatList');
