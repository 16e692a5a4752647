import { describe, expect, it } from 'vitest';
import { startSession } from '../../domain/session';
import { FakeStoragePort } from '../../testing/FakeStoragePort';
import { aUser } from '../../testing/users';
import { SignOut } from './SignOut';

describe('SignOut', () => {
  it('forgets the stored session and the selected account', () => {
    const storage = new FakeStoragePort();
    storage.session = startSession(aUser(), 'token', 0);
    storage.selectedAccountId = 'acc-1';
    expect(new SignOut(storage).execute()).toEqual({ ok: true, value: undefined });
    expect(storage.session).toBeNull();
    expect(storage.selectedAccountId).toBeNull();
  });
});
