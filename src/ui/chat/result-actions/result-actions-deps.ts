import type { ChatThread } from '../ChatThread';
import type { ChatUseCases } from '../ChatUseCases';
import type { ChatSession } from '../thread/chat-session';
import type { BrowserEffects } from './BrowserEffects';

/** The flows a result's actions run. */
export type ResultUseCases = Pick<
  ChatUseCases,
  | 'approveResult'
  | 'rejectResult'
  | 'regenerateResult'
  | 'editResult'
  | 'askAboutResult'
  | 'exportToSpreadsheet'
>;

/** What the actions of one result work with. */
export interface ResultActionsDeps {
  thread: ChatThread;
  useCases: ResultUseCases;
  session: ChatSession;
  /** Downloads and new tabs. */
  effects: BrowserEffects;
}
