import type { ChatPort } from '../../ports/ChatPort';
import { attempt, type Outcome, succeeded } from '../outcome';
import { type ChatManagementRequest, refusedWithoutChatManagement } from './may-manage-chats';

/**
 * Pin / Unpin in a chat's menu (spec 3 §2, §5): pinned chats come first. Answers whether the chat
 * is pinned now. The view model shows the change at once and puts it back on a failure.
 */
export class ToggleChatPin {
  constructor(private readonly chat: ChatPort) {}

  async execute(request: ChatManagementRequest): Promise<Outcome<{ pinned: boolean }>> {
    const refused = refusedWithoutChatManagement(request.permissions);
    if (refused) return refused;
    const saved = await attempt(() => this.chat.togglePin(request.ctx, request.chat.id));
    return saved.ok ? succeeded({ pinned: !request.chat.pinned }) : saved;
  }
}
