import type { ChatPort } from '../../core/ports/ChatPort';
import { RemoveChat } from '../../core/use-cases/chat-list/RemoveChat';
import { RenameChat } from '../../core/use-cases/chat-list/RenameChat';
import { ToggleChatPin } from '../../core/use-cases/chat-list/ToggleChatPin';
import type { ChatListUseCases } from '../../ui/sidebar-chats/ChatListUseCases';

export type ChatListEdits = Pick<ChatListUseCases, 'renameChat' | 'toggleChatPin' | 'removeChat'>;

/** The chat list's edits over the chat port: loaded with the first of them (chatList.module.ts). */
export function chatListEditsOver(chat: ChatPort): ChatListEdits {
  return {
    renameChat: new RenameChat(chat),
    toggleChatPin: new ToggleChatPin(chat),
    removeChat: new RemoveChat(chat),
  };
}
