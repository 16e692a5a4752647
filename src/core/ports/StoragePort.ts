import type { StoredSession } from '../domain/session';

/** Local UI flags of spec 3 §9. */
export type UiFlag = 'useNewExperience' | 'newSidebarCollapsed';

/**
 * What the browser keeps between visits (spec 1 §3 "Stored data", spec 3 §3 and §9).
 * Expiry is a core rule (isSessionExpired): the port stores and returns what it has.
 */
export interface StoragePort {
  /**
   * The agent user data record, or null when none is stored or it cannot be read. Asynchronous: an
   * adapter may load what checks the record (the browser's does, only when one is stored).
   */
  loadSession(): Promise<StoredSession | null>;
  saveSession(session: StoredSession): void;
  clearSession(): void;
  loadSelectedAccountId(): string | null;
  /** Stores the selected account id; null removes it. */
  saveSelectedAccountId(accountId: string | null): void;
  /** Counts one more page load in this tab's session storage and answers the new count. */
  countPageLoad(): number;
  loadFlag(flag: UiFlag): boolean;
  saveFlag(flag: UiFlag, value: boolean): void;
  /** Collapse states of tables and orchestration messages, kept per chat. */
  loadCollapseStates(chatId: string): Record<string, boolean>;
  saveCollapseStates(chatId: string, states: Record<string, boolean>): void;
  /** Page, sort and search of a list (spec 2 §9), kept for this tab's session; null when none. */
  loadListState(list: string): unknown;
  saveListState(list: string, state: unknown): void;
}

export const StoragePort = Symbol.for('StoragePort');
