import { beforeEach, describe, expect, it } from 'vitest';
import { FakeAuthPort } from '../../testing/FakeAuthPort';
import { FakeStoragePort } from '../../testing/FakeStoragePort';
import { aUser } from '../../testing/users';
import { RefetchAccounts } from './RefetchAccounts';

const alex = aUser({ userId: 'u-alex', role: 'Admin', accountId: null, accounts: [] });
const riley = aUser({ userId: 'u-riley', accounts: [{ id: 'acc-1', name: 'Acme Media' }] });
const accounts = [
  { id: 'acc-acme', name: 'Acme Media' },
  { id: 'acc-globex', name: 'Globex Retail' },
];

describe('RefetchAccounts', () => {
  let auth: FakeAuthPort;
  let storage: FakeStoragePort;
  let refetch: RefetchAccounts;

  beforeEach(() => {
    auth = new FakeAuthPort();
    auth.accounts = accounts;
    storage = new FakeStoragePort();
    refetch = new RefetchAccounts(auth, storage);
  });

  it('fetches a regular admin accounts and keeps a selection that is still among them', async () => {
    const outcome = await refetch.execute({
      user: alex,
      selectedAccountId: 'acc-globex',
      alreadyFetching: false,
    });
    expect(outcome).toEqual({ ok: true, value: { accounts, selectedAccountId: 'acc-globex' } });
    expect(auth.callsOf('fetchAccounts')).toEqual([['u-alex']]);
    expect(storage.selectedAccountId).toBe('acc-globex');
  });

  it('drops a selection that names an account the admin no longer has', async () => {
    storage.selectedAccountId = 'acc-gone';
    const outcome = await refetch.execute({
      user: alex,
      selectedAccountId: 'acc-gone',
      alreadyFetching: false,
    });
    expect(outcome).toMatchObject({ ok: true, value: { selectedAccountId: null } });
    expect(storage.selectedAccountId).toBeNull();
  });

  it('gives other users their own accounts without a call, saying why', async () => {
    const outcome = await refetch.execute({ user: riley, selectedAccountId: null, alreadyFetching: false });
    expect(outcome).toEqual({
      ok: true,
      value: {
        accounts: riley.accounts,
        selectedAccountId: null,
        skipped: 'User is not a regular admin or is a super admin',
      },
    });
    expect(auth.calls).toHaveLength(0);
  });

  it('skips a second fetch while one is under way', async () => {
    const outcome = await refetch.execute({ user: alex, selectedAccountId: null, alreadyFetching: true });
    expect(outcome).toMatchObject({
      ok: true,
      value: { accounts: [], skipped: 'Already fetching accounts' },
    });
    expect(auth.calls).toHaveLength(0);
  });

  it('answers the failure and leaves the stored selection alone', async () => {
    auth.failing.add('fetchAccounts');
    storage.selectedAccountId = 'acc-globex';
    const outcome = await refetch.execute({
      user: alex,
      selectedAccountId: 'acc-globex',
      alreadyFetching: false,
    });
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable' });
    expect(storage.selectedAccountId).toBe('acc-globex');
  });
});
