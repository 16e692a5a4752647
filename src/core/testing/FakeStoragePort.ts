import type { StoredSession } from '../domain/session';
import type { StoragePort, UiFlag } from '../ports/StoragePort';

const copy = <T>(value: T): T => structuredClone(value);

/** A StoragePort in plain fields the test reads and sets; copies in and out, as real storage would. */
export class FakeStoragePort implements StoragePort {
  session: StoredSession | null = null;
  selectedAccountId: string | null = null;
  pageLoads = 0;
  flags: Partial<Record<UiFlag, boolean>> = {};
  collapseStates = new Map<string, Record<string, boolean>>();
  listStates = new Map<string, unknown>();

  loadListState(list: string): unknown {
    return this.listStates.has(list) ? copy(this.listStates.get(list)) : null;
  }

  saveListState(list: string, state: unknown): void {
    this.listStates.set(list, copy(state));
  }

  async loadSession(): Promise<StoredSession | null> {
    return this.session && copy(this.session);
  }

  saveSession(session: StoredSession): void {
    this.session = copy(session);
  }

  clearSession(): void {
    this.session = null;
  }

  loadSelectedAccountId(): string | null {
    return this.selectedAccountId;
  }

  saveSelectedAccountId(accountId: string | null): void {
    this.selectedAccountId = accountId;
  }

  countPageLoad(): number {
    this.pageLoads += 1;
    return this.pageLoads;
  }

  loadFlag(flag: UiFlag): boolean {
    return this.flags[flag] ?? false;
  }

  saveFlag(flag: UiFlag, value: boolean): void {
    this.flags[flag] = value;
  }

  loadCollapseStates(chatId: string): Record<string, boolean> {
    return copy(this.collapseStates.get(chatId) ?? {});
  }

  saveCollapseStates(chatId: string, states: Record<string, boolean>): void {
    this.collapseStates.set(chatId, copy(states));
  }
}
