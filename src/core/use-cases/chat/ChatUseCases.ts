import type { ApproveResult } from './ApproveResult';
import type { AskAboutResult } from './AskAboutResult';
import type { EditResult } from './EditResult';
import type { ExportToSpreadsheet } from './ExportToSpreadsheet';
import type { LoadChatHistory } from './LoadChatHistory';
import type { RegenerateResult } from './RegenerateResult';
import type { RejectResult } from './RejectResult';
import type { RenewExpiredFileLinks } from './RenewExpiredFileLinks';
import type { SendMessage } from './SendMessage';
import type { UploadFile } from './UploadFile';
import type { CreateWatchResults } from './WatchResults';

/**
 * The chat's flows, handed to the chat workspace as one set: the workspace makes the chat, input
 * area and result view models and gives each the flows it needs.
 */
export interface ChatUseCases {
  loadChatHistory: LoadChatHistory;
  renewExpiredFileLinks: RenewExpiredFileLinks;
  sendMessage: SendMessage;
  uploadFile: UploadFile;
  createWatchResults: CreateWatchResults;
  approveResult: ApproveResult;
  rejectResult: RejectResult;
  regenerateResult: RegenerateResult;
  editResult: EditResult;
  askAboutResult: AskAboutResult;
  exportToSpreadsheet: ExportToSpreadsheet;
}

export const ChatUseCasesToken = Symbol.for('ChatUseCases');
