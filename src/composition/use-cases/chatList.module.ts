import { Container, ContainerModule } from 'inversify';
import { AppEventsPort } from '../../core/ports/AppEventsPort';
import { ChatPort } from '../../core/ports/ChatPort';
import { LoadChatList, LoadChatListToken } from '../../core/use-cases/chat-list/LoadChatList';
import { StartNewCanvas, StartNewCanvasToken } from '../../core/use-cases/chat-list/StartNewCanvas';
import type { ChatListUseCases } from '../../ui/sidebar-chats/ChatListUseCases';
import { bindInstance } from '../binding';
import { deferredPort } from '../deferred-port';
import { loadOnce } from '../load-once';
import type { ChatListEdits } from './chat-list-edits';

export const ChatListUseCasesToken = Symbol.for('ChatListUseCases');
const ChatListEditsToken = Symbol.for('ChatListEdits');

/**
 * Renaming, pinning and removing a chat, whose code loads with the first of them: the sidebar's
 * first paint shows the chats, nothing more (issue 21's first-load budget of `/`).
 */
function deferredChatListEdits(chat: ChatPort): ChatListEdits {
  const edits = loadOnce(() => import('./chat-list-edits').then((m) => m.chatListEditsOver(chat)));
  return {
    renameChat: deferredPort(() => edits().then((loaded) => loaded.renameChat)),
    toggleChatPin: deferredPort(() => edits().then((loaded) => loaded.toggleChatPin)),
    removeChat: deferredPort(() => edits().then((loaded) => loaded.removeChat)),
  };
}

/** The chat list's flows (src/core/use-cases/chat-list), over whatever ChatPort the profile bound. */
export const chatListUseCasesModule = new ContainerModule(({ bind }) => {
  bindInstance(bind, LoadChatListToken, LoadChatList, [ChatPort]);
  bindInstance(bind, StartNewCanvasToken, StartNewCanvas, [AppEventsPort]);
  bind(ChatListEditsToken)
    .toResolvedValue((chat: ChatPort) => deferredChatListEdits(chat), [ChatPort])
    .inSingletonScope();
  bind(ChatListUseCasesToken)
    .toResolvedValue(
      (
        loadChatList: LoadChatList,
        startNewCanvas: StartNewCanvas,
        edits: ChatListEdits,
      ): ChatListUseCases => ({
        loadChatList,
        startNewCanvas,
        ...edits,
      }),
      [LoadChatListToken, StartNewCanvasToken, ChatListEditsToken],
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
