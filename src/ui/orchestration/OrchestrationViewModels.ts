import type { StatusPageViewModel } from '../status/StatusPageViewModel';
import type { RunProgressRegistry } from './RunProgressRegistry';

/**
 * The orchestration screens' view models, composed in their own container module that loads
 * with the first screen needing them (/status, or a chat holding a fast-track or Salesforce run).
 */
export interface OrchestrationViewModels {
  /** /status: a fresh one each time the page shows. */
  createStatusPage(): StatusPageViewModel;
  /** The runs of one open chat: their progress, polling and stop; dispose it when the chat is left. */
  createRunProgress(chatId: string): RunProgressRegistry;
}
