import { makeAutoObservable } from 'mobx';
import type { EnabledChannels } from '../../../core/domain/account';
import type { AccountSelectionState } from '../../../core/domain/account-selection';
import type { User } from '../../../core/domain/user';
import type { ActingContext } from '../../../core/ports/acting-context';
import { aUser } from '../../../core/testing/users';

export { aMessage, aSendAnswer } from '../../../core/testing/builders';
export { FakeChatPort, type RecordedCall } from '../../../core/testing/FakeChatPort';
export { FakeEventsPort } from '../../../core/testing/FakeEventsPort';
export { FakeStoragePort } from '../../../core/testing/FakeStoragePort';

import type { ChatSession } from '../thread/chat-session';
// The thread's work loads when a chat opens (ChatViewModel): here it is in the module cache from
// the start, so its import resolves within a manual clock's settle, as a page has it by then.
import '../thread/ThreadWork';

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
