import type { StatusPageViewModel } from '../status/StatusPageViewModel';
import type { RunEndNotices } from './RunEndNotices';
import type { RunProgressRegistry } from './RunProgressRegistry';

/**
 * The orchestration screens' view models, composed in their own container module that loads
 * with the first screen needing them (/status, or a chat holding a fast-track or Salesforce run).
 */
export interface OrchestrationViewModels {
  /** The ends of the user's runs they did not see: notices, the title's count, system notifications. */
  runEnds: RunEndNotices;
  /** /status: a fresh one each time the page shows; `reloadPage` is what its Retry does. */
  createStatusPage(reloadPage: () => void): StatusPageViewModel;
  /**
   * The runs of one chat (their progress, polling and stop), the same registry for every call with
   * this chat and acting user. Each run polls while its message is on screen (attached/detached).
   */
  runsOfChat(chatId: string): RunProgressRegistry;
}
