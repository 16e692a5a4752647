import type { LoadChatHistory } from '../../core/use-cases/chat/LoadChatHistory';
import type { RememberCollapsedResults } from '../../core/use-cases/chat/RememberCollapsedResults';
import type { RenewExpiredFileLinks } from '../../core/use-cases/chat/RenewExpiredFileLinks';
import type { SendMessage } from '../../core/use-cases/chat/SendMessage';
import type { UploadFile } from '../../core/use-cases/chat/UploadFile';
import type { CreateWatchResults } from '../../core/use-cases/chat/WatchResults';

/**
 * The chat's flows (src/core/use-cases/chat), handed to the chat workspace as one set; bound by
 * composition (chat.module). The workspace gives each of its view models the flows it runs; a
 * result's actions have flows of their own (ResultUseCases), loaded with the first result shown.
 */
export interface ChatUseCases {
  loadChatHistory: LoadChatHistory;
  /** Loaded with the first chat read: the home's empty chat does not carry it. */
  loadRenewExpiredFileLinks: () => Promise<RenewExpiredFileLinks>;
  sendMessage: SendMessage;
  uploadFile: UploadFile;
  createWatchResults: CreateWatchResults;
  rememberCollapsedResults: RememberCollapsedResults;
}
