import { ContainerModule } from 'inversify';
import { ChatPort } from '../../core/ports/ChatPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { ApproveResult, ApproveResultToken } from '../../core/use-cases/chat/ApproveResult';
import { AskAboutResult, AskAboutResultToken } from '../../core/use-cases/chat/AskAboutResult';
import { type ChatUseCases, ChatUseCasesToken } from '../../core/use-cases/chat/ChatUseCases';
import { EditResult, EditResultToken } from '../../core/use-cases/chat/EditResult';
import { ExportToSpreadsheet, ExportToSpreadsheetToken } from '../../core/use-cases/chat/ExportToSpreadsheet';
import { LoadChatHistory, LoadChatHistoryToken } from '../../core/use-cases/chat/LoadChatHistory';
import { RegenerateResult, RegenerateResultToken } from '../../core/use-cases/chat/RegenerateResult';
import { RejectResult, RejectResultToken } from '../../core/use-cases/chat/RejectResult';
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

/**
 * The chat's flows (src/core/use-cases/chat) over whatever ChatPort and clock the profile bound,
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
  overChat(ApproveResultToken, (chat) => new ApproveResult(chat));
  overChat(RejectResultToken, (chat) => new RejectResult(chat));
  overChatAndClock(RegenerateResultToken, (chat, clock) => new RegenerateResult(chat, clock));
  overChatAndClock(EditResultToken, (chat, clock) => new EditResult(chat, clock));
  overChatAndClock(AskAboutResultToken, (chat, clock) => new AskAboutResult(chat, clock));
  overChat(ExportToSpreadsheetToken, (chat) => new ExportToSpreadsheet(chat));

  bind(ChatUseCasesToken)
    .toResolvedValue(
      (...flows: ChatUseCases[keyof ChatUseCases][]): ChatUseCases => {
        const [
          loadChatHistory,
          renewExpiredFileLinks,
          sendMessage,
          uploadFile,
          createWatchResults,
          approveResult,
          rejectResult,
          regenerateResult,
          editResult,
          askAboutResult,
          exportToSpreadsheet,
        ] = flows;
        return {
          loadChatHistory,
          renewExpiredFileLinks,
          sendMessage,
          uploadFile,
          createWatchResults,
          approveResult,
          rejectResult,
          regenerateResult,
          editResult,
          askAboutResult,
          exportToSpreadsheet,
        } as ChatUseCases;
      },
      [
        LoadChatHistoryToken,
        RenewExpiredFileLinksToken,
        SendMessageToken,
        UploadFileToken,
        CreateWatchResultsToken,
        ApproveResultToken,
        RejectResultToken,
        RegenerateResultToken,
        EditResultToken,
        AskAboutResultToken,
        ExportToSpreadsheetToken,
      ],
    )
    .inSingletonScope();
});
