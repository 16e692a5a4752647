import * as z from 'zod/mini';
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

const storedSessionSchema = z.object({
  user: z.looseObject({
    userId: z.string().check(z.minLength(1)),
    email: z.string(),
    displayName: z.string(),
    role: z.string(),
    accountId: z.nullable(z.string()),
    accounts: z.array(z.looseObject({ id: z.string(), name: z.string() })),
    enabledChannels: z.record(z.string(), z.boolean()),
    permissions: z.record(z.string(), z.boolean()),
    isSuperAdmin: z.boolean(),
    isImpersonating: z.boolean(),
  }),
  idToken: z.string(),
  expiresAt: z.number(),
});

const collapseStatesSchema = z.record(z.string(), z.boolean());

/**
 * StoragePort over the Web Storage API. Takes the two Storage objects so that Node tests and the
 * Gherkin World can pass in-memory ones. What cannot be read (malformed JSON, an old shape) counts
 * as absent rather than crashing the page.
 */
export class WebStorageAdapter implements StoragePort {
  constructor(
    private readonly local: Storage,
    private readonly session: Storage,
  ) {}

  loadSession(): StoredSession | null {
    const parsed = storedSessionSchema.safeParse(this.readJson(this.local, STORAGE_KEYS.session));
    return parsed.success ? (parsed.data as StoredSession) : null;
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
    const parsed = collapseStatesSchema.safeParse(
      this.readJson(this.local, STORAGE_KEYS.collapseStates(chatId)),
    );
    return parsed.success ? parsed.data : {};
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
