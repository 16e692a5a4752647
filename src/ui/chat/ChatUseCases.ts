import type { ApproveResult } from '../../core/use-cases/chat/ApproveResult';
import type { AskAboutResult } from '../../core/use-cases/chat/AskAboutResult';
import type { EditResult } from '../../core/use-cases/chat/EditResult';
import type { ExportToSpreadsheet } from '../../core/use-cases/chat/ExportToSpreadsheet';
import type { LoadChatHistory } from '../../core/use-cases/chat/LoadChatHistory';
import type { RegenerateResult } from '../../core/use-cases/chat/RegenerateResult';
import type { RejectResult } from '../../core/use-cases/chat/RejectResult';
import type { RememberCollapsedResults } from '../../core/use-cases/chat/RememberCollapsedResults';
import type { RenewExpiredFileLinks } from '../../core/use-cases/chat/RenewExpiredFileLinks';
import type { SendMessage } from '../../core/use-cases/chat/SendMessage';
import type { UploadFile } from '../../core/use-cases/chat/UploadFile';
import type { CreateWatchResults } from '../../core/use-cases/chat/WatchResults';

/**
 * The chat's flows (src/core/use-cases/chat), handed to the chat workspace as one set; bound by
 * composition (chat.module). The workspace gives each of its view models the flows it runs.
 */
export interface ChatUseCases {
  loadChatHistory: LoadChatHistory;
  renewExpiredFileLinks: RenewExpiredFileLinks;
  sendMessage: SendMessage;
  uploadFile: UploadFile;
  createWatchResults: CreateWatchResults;
  rememberCollapsedResults: RememberCollapsedResults;
  approveResult: ApproveResult;
  rejectResult: RejectResult;
  regenerateResult: RegenerateResult;
  editResult: EditResult;
  askAboutResult: AskAboutResult;
  exportToSpreadsheet: ExportToSpreadsheet;
}
