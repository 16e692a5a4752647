import type { ChatPort } from '../ports/ChatPort';
import type { ClockPort } from '../ports/ClockPort';
import { ApproveResult } from '../use-cases/chat/ApproveResult';
import { AskAboutResult } from '../use-cases/chat/AskAboutResult';
import type { ChatUseCases } from '../use-cases/chat/ChatUseCases';
import { EditResult } from '../use-cases/chat/EditResult';
import { ExportToSpreadsheet } from '../use-cases/chat/ExportToSpreadsheet';
import { LoadChatHistory } from '../use-cases/chat/LoadChatHistory';
import { RegenerateResult } from '../use-cases/chat/RegenerateResult';
import { RejectResult } from '../use-cases/chat/RejectResult';
import { RenewExpiredFileLinks } from '../use-cases/chat/RenewExpiredFileLinks';
import { SendMessage } from '../use-cases/chat/SendMessage';
import { UploadFile } from '../use-cases/chat/UploadFile';
import { WatchResults } from '../use-cases/chat/WatchResults';

/** The chat's use cases over a (fake) port and clock, as the composition binds them: for view-model tests. */
export function chatUseCasesOver(chat: ChatPort, clock: ClockPort): ChatUseCases {
  return {
    loadChatHistory: new LoadChatHistory(chat),
    renewExpiredFileLinks: new RenewExpiredFileLinks(chat, clock),
    sendMessage: new SendMessage(chat, clock),
    uploadFile: new UploadFile(chat),
    createWatchResults: () => new WatchResults(chat, clock),
    approveResult: new ApproveResult(chat),
    rejectResult: new RejectResult(chat),
    regenerateResult: new RegenerateResult(chat, clock),
    editResult: new EditResult(chat, clock),
    askAboutResult: new AskAboutResult(chat, clock),
    exportToSpreadsheet: new ExportToSpreadsheet(chat),
  };
}
