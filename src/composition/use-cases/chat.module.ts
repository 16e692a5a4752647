import { Container, ContainerModule } from 'inversify';
import { ChatPort } from '../../core/ports/ChatPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { StoragePort } from '../../core/ports/StoragePort';
import { LoadChatHistory, LoadChatHistoryToken } from '../../core/use-cases/chat/LoadChatHistory';
import {
  RememberCollapsedResults,
  RememberCollapsedResultsToken,
} from '../../core/use-cases/chat/RememberCollapsedResults';
import {
  RenewExpiredFileLinks,
  RenewExpiredFileLinksToken,
} from '../../core/use-cases/chat/RenewExpiredFileLinks';
import { SendMessage, SendMessageToken } from '../../core/use-cases/chat/SendMessage';
import { UploadFile, UploadFileToken } from '../../core/use-cases/chat/UploadFile';
import {
  type CreateWatchResults,
  CreateWatchResultsToken,
  WatchResults,
} from '../../core/use-cases/chat/WatchResults';
import type { ChatUseCases } from '../../ui/chat/ChatUseCases';

export const ChatUseCasesToken = Symbol.for('ChatUseCases');

/**
 * The chat's flows (src/core/use-cases/chat) over whatever ChatPort, clock and storage the profile bound,
 * and the set of them the chat workspace receives (ChatUseCasesToken).
 */
export const chatUseCasesModule = new ContainerModule(({ bind }) => {
  const overChat = <T>(token: symbol, make: (chat: ChatPort) => T) =>
    bind(token).toResolvedValue(make, [ChatPort]).inSingletonScope();
  const overChatAndClock = <T>(token: symbol, make: (chat: ChatPort, clock: ClockPort) => T) =>
    bind(token).toResolvedValue(make, [ChatPort, ClockPort]).inSingletonScope();

  overChat(LoadChatHistoryToken, (chat) => new LoadChatHistory(chat));
  overChatAndClock(RenewExpiredFileLinksToken, (chat, clock) => new RenewExpiredFileLinks(chat, clock));
  overChatAndClock(SendMessageToken, (chat, clock) => new SendMessage(chat, clock));
  overChat(UploadFileToken, (chat) => new UploadFile(chat));
  overChatAndClock(
    CreateWatchResultsToken,
    (chat, clock): CreateWatchResults =>
      () =>
        new WatchResults(chat, clock),
  );
  bind(RememberCollapsedResultsToken)
    .toResolvedValue((storage: StoragePort) => new RememberCollapsedResults(storage), [StoragePort])
    .inSingletonScope();

  bind(ChatUseCasesToken)
    .toResolvedValue(
      (
        loadChatHistory: LoadChatHistory,
        renewExpiredFileLinks: RenewExpiredFileLinks,
        sendMessage: SendMessage,
        uploadFile: UploadFile,
        createWatchResults: CreateWatchResults,
        rememberCollapsedResults: RememberCollapsedResults,
      ): ChatUseCases => ({
        loadChatHistory,
        renewExpiredFileLinks,
        sendMessage,
        uploadFile,
        createWatchResults,
        rememberCollapsedResults,
      }),
      [
        LoadChatHistoryToken,
        RenewExpiredFileLinksToken,
        SendMessageToken,
        UploadFileToken,
        CreateWatchResultsToken,
        RememberCollapsedResultsToken,
      ],
    )
    .inSingletonScope();
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
