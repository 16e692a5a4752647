import { Container, ContainerModule } from 'inversify';
import { AppEventsPort } from '../../core/ports/AppEventsPort';
import { ChatPort } from '../../core/ports/ChatPort';
import { LoadChatList, LoadChatListToken } from '../../core/use-cases/chat-list/LoadChatList';
import { RemoveChat, RemoveChatToken } from '../../core/use-cases/chat-list/RemoveChat';
import { RenameChat, RenameChatToken } from '../../core/use-cases/chat-list/RenameChat';
import { StartNewCanvas, StartNewCanvasToken } from '../../core/use-cases/chat-list/StartNewCanvas';
import { ToggleChatPin, ToggleChatPinToken } from '../../core/use-cases/chat-list/ToggleChatPin';
import type { ChatListUseCases } from '../../ui/sidebar-chats/ChatListUseCases';

export const ChatListUseCasesToken = Symbol.for('ChatListUseCases');

/** The chat list's flows (src/core/use-cases/chat-list), over whatever ChatPort the profile bound. */
export const chatListUseCasesModule = new ContainerModule(({ bind }) => {
  bind(LoadChatListToken)
    .toResolvedValue((chat: ChatPort) => new LoadChatList(chat), [ChatPort])
    .inSingletonScope();
  bind(RenameChatToken)
    .toResolvedValue((chat: ChatPort) => new RenameChat(chat), [ChatPort])
    .inSingletonScope();
  bind(ToggleChatPinToken)
    .toResolvedValue((chat: ChatPort) => new ToggleChatPin(chat), [ChatPort])
    .inSingletonScope();
  bind(RemoveChatToken)
    .toResolvedValue((chat: ChatPort) => new RemoveChat(chat), [ChatPort])
    .inSingletonScope();
  bind(StartNewCanvasToken)
    .toResolvedValue((events: AppEventsPort) => new StartNewCanvas(events), [AppEventsPort])
    .inSingletonScope();
  bind(ChatListUseCasesToken)
    .toResolvedValue(
      (
        loadChatList: LoadChatList,
        renameChat: RenameChat,
        toggleChatPin: ToggleChatPin,
        removeChat: RemoveChat,
        startNewCanvas: StartNewCanvas,
      ): ChatListUseCases => ({ loadChatList, renameChat, toggleChatPin, removeChat, startNewCanvas }),
      [LoadChatListToken, RenameChatToken, ToggleChatPinToken, RemoveChatToken, StartNewCanvasToken],
    )
    .inSingletonScope();
});

/** The chat list's flows over the given ports, bound as the page binds them: for view-model tests. */
export function chatListUseCasesOver(ports: { chat: ChatPort; events: AppEventsPort }): ChatListUseCases {
  const container = new Container();
  container.bind(ChatPort).toConstantValue(ports.chat);
  container.bind(AppEventsPort).toConstantValue(ports.events);
  container.load(chatListUseCasesModule);
  return container.get<ChatListUseCases>(ChatListUseCasesToken);
}
