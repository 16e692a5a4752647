import { Container, ContainerModule } from 'inversify';
import { AppEventsPort } from '../../core/ports/AppEventsPort';
import { ChatPort } from '../../core/ports/ChatPort';
import { LoadChatList, LoadChatListToken } from '../../core/use-cases/chat-list/LoadChatList';
import { RemoveChat, RemoveChatToken } from '../../core/use-cases/chat-list/RemoveChat';
import { RenameChat, RenameChatToken } from '../../core/use-cases/chat-list/RenameChat';
import { StartNewCanvas, StartNewCanvasToken } from '../../core/use-cases/chat-list/StartNewCanvas';
import { ToggleChatPin, ToggleChatPinToken } from '../../core/use-cases/chat-list/ToggleChatPin';
import type { ChatListUseCases } from '../../ui/sidebar-chats/ChatListUseCases';
import { bindFromServices, bindInstance } from '../binding';

export const ChatListUseCasesToken = Symbol.for('ChatListUseCases');

/** The chat list's flows (src/core/use-cases/chat-list), over whatever ChatPort the profile bound. */
export const chatListUseCasesModule = new ContainerModule(({ bind }) => {
  bindInstance(bind, LoadChatListToken, LoadChatList, [ChatPort]);
  bindInstance(bind, RenameChatToken, RenameChat, [ChatPort]);
  bindInstance(bind, ToggleChatPinToken, ToggleChatPin, [ChatPort]);
  bindInstance(bind, RemoveChatToken, RemoveChat, [ChatPort]);
  bindInstance(bind, StartNewCanvasToken, StartNewCanvas, [AppEventsPort]);
  bindFromServices<ChatListUseCases>(bind, ChatListUseCasesToken, {
    loadChatList: LoadChatListToken,
    renameChat: RenameChatToken,
    toggleChatPin: ToggleChatPinToken,
    removeChat: RemoveChatToken,
    startNewCanvas: StartNewCanvasToken,
  });
});

/** The chat list's flows over the given ports, bound as the page binds them: for view-model tests. */
export function chatListUseCasesOver(ports: { chat: ChatPort; events: AppEventsPort }): ChatListUseCases {
  const container = new Container();
  container.bind(ChatPort).toConstantValue(ports.chat);
  container.bind(AppEventsPort).toConstantValue(ports.events);
  container.load(chatListUseCasesModule);
  return container.get<ChatListUseCases>(ChatListUseCasesToken);
}
