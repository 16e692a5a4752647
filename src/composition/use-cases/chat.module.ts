import { Container, ContainerModule } from 'inversify';
import { ChatPort } from '../../core/ports/ChatPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { StoragePort } from '../../core/ports/StoragePort';
import { LoadChatHistory, LoadChatHistoryToken } from '../../core/use-cases/chat/LoadChatHistory';
import {
  RememberCollapsedResults,
  RememberCollapsedResultsToken,
} from '../../core/use-cases/chat/RememberCollapsedResults';
import { SendMessage, SendMessageToken } from '../../core/use-cases/chat/SendMessage';
import { UploadFile, UploadFileToken } from '../../core/use-cases/chat/UploadFile';
import type { CreateWatchResults } from '../../core/use-cases/chat/WatchResults';
import type { ChatUseCases } from '../../ui/chat/ChatUseCases';
import { bindFromServices, bindInstance } from '../binding';
import { loadOnce } from '../load-once';

export const ChatUseCasesToken = Symbol.for('ChatUseCases');
const CreateWatchResultsToken = Symbol.for('CreateWatchResults');
const LoadRenewExpiredFileLinksToken = Symbol.for('LoadRenewExpiredFileLinks');

/**
 * The chat's flows (src/core/use-cases/chat) over whatever ChatPort, clock and storage the profile bound,
 * and the set of them the chat workspace receives (ChatUseCasesToken).
 */
export const chatUseCasesModule = new ContainerModule(({ bind }) => {
  bindInstance(bind, LoadChatHistoryToken, LoadChatHistory, [ChatPort]);
  bind(LoadRenewExpiredFileLinksToken)
    .toResolvedValue(
      (chat: ChatPort, clock: ClockPort) =>
        loadOnce(async () => {
          const { RenewExpiredFileLinks } = await import(
            /* webpackChunkName: "results-watch" */ '../../core/use-cases/chat/RenewExpiredFileLinks'
          );
          return new RenewExpiredFileLinks(chat, clock);
        }),
      [ChatPort, ClockPort],
    )
    .inSingletonScope();
  bindInstance(bind, SendMessageToken, SendMessage, [ChatPort, ClockPort]);
  bindInstance(bind, UploadFileToken, UploadFile, [ChatPort]);
  bind(CreateWatchResultsToken)
    .toResolvedValue(
      (chat: ChatPort, clock: ClockPort): CreateWatchResults =>
        async () => {
          const { WatchResults } = await import(
            /* webpackChunkName: "results-watch" */ '../../core/use-cases/chat/WatchResults'
          );
          return new WatchResults(chat, clock);
        },
      [ChatPort, ClockPort],
    )
    .inSingletonScope();
  bindInstance(bind, RememberCollapsedResultsToken, RememberCollapsedResults, [StoragePort]);

  bindFromServices<ChatUseCases>(bind, ChatUseCasesToken, {
    loadChatHistory: LoadChatHistoryToken,
    loadRenewExpiredFileLinks: LoadRenewExpiredFileLinksToken,
    sendMessage: SendMessageToken,
    uploadFile: UploadFileToken,
    createWatchResults: CreateWatchResultsToken,
    rememberCollapsedResults: RememberCollapsedResultsToken,
  });
});

/** The chat's flows over the given ports, bound as the page binds them: for view-model tests. */
export function chatUseCasesOver(ports: {
  chat: ChatPort;
  clock: ClockPort;
  storage: StoragePort;
}): ChatUseCases {
  const container = new Container();
  container.bind(ChatPort).toConstantValue(ports.chat);
  container.bind(ClockPort).toConstantValue(ports.clock);
  container.bind(StoragePort).toConstantValue(ports.storage);
  container.load(chatUseCasesModule);
  return container.get<ChatUseCases>(ChatUseCasesToken);
}
