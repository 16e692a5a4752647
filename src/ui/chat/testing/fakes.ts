import { makeAutoObservable } from 'mobx';
import type { EnabledChannels } from '../../../core/domain/account';
import type { AccountSelectionState } from '../../../core/domain/account-selection';
import type { Message } from '../../../core/domain/message';
import type { User } from '../../../core/domain/user';
import type { AppEvents, AppEventsPort } from '../../../core/ports/AppEventsPort';
import type { ActingContext } from '../../../core/ports/acting-context';
import type { StoragePort } from '../../../core/ports/StoragePort';
import { aUser } from '../../../core/testing/users';

export { aMessage } from '../../../core/testing/builders';
export { FakeChatPort, type RecordedCall } from '../../../core/testing/FakeChatPort';

import type { ChatSession } from '../thread/chat-session';

/** Everything a chat user may do. */
export const ALL_CHAT_PERMISSIONS = {
  can_send_message: true,
  can_upload_attachment: true,
  can_manage_chat_hisotry: true,
  can_regenerate: true,
  can_ask_assistant: true,
  can_export_gsheet: true,
  can_approve: true,
};

/**
 * A signed-in, ready session as the chat sees it. Tests assign its fields to tell other stories;
 * the setters are MobX actions, as the real store's changes are.
 */
export class FakeSession implements ChatSession {
  identityChanging = false;
  private state: {
    user: User | null;
    enabledChannels: EnabledChannels;
    accountsLoading: boolean;
    selectionState: AccountSelectionState;
  };

  constructor(user: User | null) {
    this.state = { user, enabledChannels: {}, accountsLoading: false, selectionState: 'not-required' };
    makeAutoObservable(this);
  }

  get user() {
    return this.state.user;
  }
  set user(user: User | null) {
    this.state.user = user;
  }
  get enabledChannels() {
    return this.state.enabledChannels;
  }
  set enabledChannels(channels: EnabledChannels) {
    this.state.enabledChannels = channels;
  }
  get accountsLoading() {
    return this.state.accountsLoading;
  }
  set accountsLoading(loading: boolean) {
    this.state.accountsLoading = loading;
  }
  get selectionState() {
    return this.state.selectionState;
  }
  set selectionState(state: AccountSelectionState) {
    this.state.selectionState = state;
  }
  get actingContext(): ActingContext | null {
    return this.user ? { userId: this.user.userId, accountId: this.user.accountId } : null;
  }
  get isReady(): boolean {
    return this.user?.accountId != null;
  }
}

export function fakeSession(user: User | null = aUser({ permissions: ALL_CHAT_PERMISSIONS })): FakeSession {
  return new FakeSession(user);
}

/** Window events kept in the test: what the chat emits and listens to. */
export class FakeEvents implements AppEventsPort {
  readonly emitted: { name: keyof AppEvents; detail: unknown }[] = [];
  private readonly handlers = new Map<string, Set<(detail: never) => void>>();

  emit<K extends keyof AppEvents>(name: K, detail: AppEvents[K]): void {
    this.emitted.push({ name, detail });
    for (const handler of [...(this.handlers.get(name) ?? [])]) handler(detail as never);
  }

  on<K extends keyof AppEvents>(name: K, handler: (detail: AppEvents[K]) => void): () => void {
    const set = this.handlers.get(name) ?? new Set();
    set.add(handler as (detail: never) => void);
    this.handlers.set(name, set);
    return () => set.delete(handler as (detail: never) => void);
  }
}

/** A StoragePort that keeps only what the chat stores: collapse states per chat, as copies. */
export class FakeStorage implements StoragePort {
  readonly collapse = new Map<string, Record<string, boolean>>();
  loadSession = async () => null;
  saveSession = () => {};
  clearSession = () => {};
  loadSelectedAccountId = () => null;
  saveSelectedAccountId = () => {};
  countPageLoad = () => 1;
  loadFlag = () => false;
  saveFlag = () => {};
  loadListState = () => null;
  saveListState = () => {};
  loadCollapseStates(chatId: string): Record<string, boolean> {
    return { ...this.collapse.get(chatId) };
  }
  saveCollapseStates(chatId: string, states: Record<string, boolean>): void {
    this.collapse.set(chatId, { ...states });
  }
}
