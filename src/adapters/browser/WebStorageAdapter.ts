import type { StoredSession } from '../../core/domain/session';
import type { StoragePort, UiFlag } from '../../core/ports/StoragePort';

/** Keys under which the browser keeps Sidekick's data (spec 1 §3 "Stored data", spec 3 §9). */
export const STORAGE_KEYS = {
  session: 'agentUserData',
  selectedAccountId: 'selectedAccountId',
  pageLoads: 'pageLoadCount',
  collapseStates: (chatId: string) => `collapseStates:${chatId}`,
  listState: (list: string) => `listState:${list}`,
} as const;

/** Checks a stored agent user data record: null when it has another shape. */
export type SessionReader = (stored: unknown) => StoredSession | null | Promise<StoredSession | null>;

/**
 * The check's code (zod) loads the first time a session is read, so /login's first load does
 * without it; in the chunk of the page container (composition/pageContainer.ts), which a stored
 * session needs next.
 */
const readOnDemand: SessionReader = (stored) =>
  import(/* webpackChunkName: "page" */ './stored-session').then((m) => m.readStoredSession(stored));

/**
 * StoragePort over the Web Storage API. Takes the two Storage objects so that Node tests and the
 * Gherkin World can pass in-memory ones. What cannot be read (malformed JSON, an old shape) counts
 * as absent rather than crashing the page.
 */
export class WebStorageAdapter implements StoragePort {
  constructor(
    private readonly local: Storage,
    private readonly session: Storage,
    private readonly readSession: SessionReader = readOnDemand,
  ) {}

  async loadSession(): Promise<StoredSession | null> {
    const stored = this.readJson(this.local, STORAGE_KEYS.session);
    return stored === undefined ? null : this.readSession(stored);
  }

  saveSession(session: StoredSession): void {
    this.local.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  }

  clearSession(): void {
    this.local.removeItem(STORAGE_KEYS.session);
  }

  loadSelectedAccountId(): string | null {
    return this.local.getItem(STORAGE_KEYS.selectedAccountId) || null;
  }

  saveSelectedAccountId(accountId: string | null): void {
    if (accountId) this.local.setItem(STORAGE_KEYS.selectedAccountId, accountId);
    else this.local.removeItem(STORAGE_KEYS.selectedAccountId);
  }

  countPageLoad(): number {
    const count = (Number.parseInt(this.session.getItem(STORAGE_KEYS.pageLoads) ?? '0', 10) || 0) + 1;
    this.session.setItem(STORAGE_KEYS.pageLoads, String(count));
    return count;
  }

  loadFlag(flag: UiFlag): boolean {
    return this.local.getItem(flag) === 'true';
  }

  saveFlag(flag: UiFlag, value: boolean): void {
    this.local.setItem(flag, String(value));
  }

  loadCollapseStates(chatId: string): Record<string, boolean> {
    const stored = this.readJson(this.local, STORAGE_KEYS.collapseStates(chatId));
    return isFlagRecord(stored) ? stored : {};
  }

  saveCollapseStates(chatId: string, states: Record<string, boolean>): void {
    this.local.setItem(STORAGE_KEYS.collapseStates(chatId), JSON.stringify(states));
  }

  loadListState(list: string): unknown {
    return this.readJson(this.session, STORAGE_KEYS.listState(list)) ?? null;
  }

  saveListState(list: string, state: unknown): void {
    this.session.setItem(STORAGE_KEYS.listState(list), JSON.stringify(state));
  }

  private readJson(storage: Storage, key: string): unknown {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
}

/** `{ key: true | false, … }`, as saveCollapseStates writes it (checked by hand: this module is in every first load). */
function isFlagRecord(value: unknown): value is Record<string, boolean> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((flag) => typeof flag === 'boolean')
  );
}
