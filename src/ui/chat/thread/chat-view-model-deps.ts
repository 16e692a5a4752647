import type { ClockPort } from '../../../core/ports/ClockPort';
import type { ChatUseCases } from '../ChatUseCases';
import type { ChatSession } from './chat-session';

/** The flows the open chat runs. */
export type ThreadUseCases = Pick<
  ChatUseCases,
  | 'loadChatHistory'
  | 'loadRenewExpiredFileLinks'
  | 'sendMessage'
  | 'createWatchResults'
  | 'rememberCollapsedResults'
>;

export interface ChatViewModelDeps {
  useCases: ThreadUseCases;
  clock: ClockPort;
  session: ChatSession;
  /** A message went out (a new chat was created, or an existing one moved up): the chat list reloads. */
  onChatsChanged?: () => void;
  /** The assistant's answers as they arrive (the live region says them). */
  answered?: (content: string) => void;
  /** Counts a code load as the page's pending work (composition's load-once), where something waits for it. */
  loadingCode?: <T>(load: Promise<T>) => Promise<T>;
}
