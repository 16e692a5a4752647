import { removeChatBlockedText } from '../../domain/chat/chat-list';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';
import { type ChatManagementRequest, refusedWithoutChatManagement } from './may-manage-chats';

/**
 * Remove in a chat's menu, once confirmed (spec 3 §2, §5): a pinned chat must be unpinned first
 * ('Please unpin the chat before removing it.'). Answers the removed chat's id.
 */
export class RemoveChat {
  constructor(private readonly chat: ChatPort) {}

  async execute(request: ChatManagementRequest): Promise<Outcome<string>> {
    const refused = refusedWithoutChatManagement(request.permissions);
    if (refused) return refused;
    const blocked = removeChatBlockedText(request.chat);
    if (blocked) return failed('not-allowed', blocked);
    const removed = await attempt(() => this.chat.removeChat(request.ctx, request.chat.id));
    return removed.ok ? succeeded(request.chat.id) : removed;
  }
}
