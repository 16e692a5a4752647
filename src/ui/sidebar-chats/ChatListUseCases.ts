import type { LoadChatList } from '../../core/use-cases/chat-list/LoadChatList';
import type { RemoveChat } from '../../core/use-cases/chat-list/RemoveChat';
import type { RenameChat } from '../../core/use-cases/chat-list/RenameChat';
import type { StartNewCanvas } from '../../core/use-cases/chat-list/StartNewCanvas';
import type { ToggleChatPin } from '../../core/use-cases/chat-list/ToggleChatPin';

/** The chat list's flows (src/core/use-cases/chat-list); bound by composition. */
export interface ChatListUseCases {
  loadChatList: LoadChatList;
  renameChat: RenameChat;
  toggleChatPin: ToggleChatPin;
  removeChat: RemoveChat;
  startNewCanvas: StartNewCanvas;
}
