import type { ApproveResult } from '../../../core/use-cases/chat/ApproveResult';
import type { AskAboutResult } from '../../../core/use-cases/chat/AskAboutResult';
import type { EditResult } from '../../../core/use-cases/chat/EditResult';
import type { ExportToSpreadsheet } from '../../../core/use-cases/chat/ExportToSpreadsheet';
import type { RegenerateResult } from '../../../core/use-cases/chat/RegenerateResult';
import type { RejectResult } from '../../../core/use-cases/chat/RejectResult';
import type { ChatThread } from '../ChatThread';
import type { ChatSession } from '../thread/chat-session';
import type { BrowserEffects } from './BrowserEffects';

/**
 * The flows a result's actions run (src/core/use-cases/chat); bound by composition
 * (resultActions.module), whose code loads with the first result shown.
 */
export interface ResultUseCases {
  approveResult: ApproveResult;
  rejectResult: RejectResult;
  regenerateResult: RegenerateResult;
  editResult: EditResult;
  askAboutResult: AskAboutResult;
  exportToSpreadsheet: ExportToSpreadsheet;
}

/** What the actions of one result work with. */
export interface ResultActionsDeps {
  thread: ChatThread;
  useCases: ResultUseCases;
  session: ChatSession;
  /** Downloads and new tabs. */
  effects: BrowserEffects;
}
