import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FakeAuthPort } from '../../core/testing/FakeAuthPort';
import { settle } from '../../core/testing/ManualClock';
import { aUser } from '../../core/testing/users';
import { ListManagedAccounts } from '../../core/use-cases/session/ListManagedAccounts';
import { AccountAdminEntry } from './AccountAdminEntry';

function setup(managed: Record<string, { id: string; name: string }[]>) {
  const auth = new FakeAuthPort([]);
  auth.fetchAccounts = async (userId: string) => managed[userId] ?? [];
  const session = observable({ user: null as { userId: string } | null, isAdmin: false });
  const entry = new AccountAdminEntry(session, new ListManagedAccounts(auth));
  return { session, entry };
}

describe('the Account Admin entry of the navigation', () => {
  it('is offered to a user who administers an account, and follows the acting user', async () => {
    const { session, entry } = setup({ avery: [{ id: 'acc-1', name: 'Acme' }] });
    runInAction(() => {
      session.user = aUser({ userId: 'avery' });
    });
    await settle();
    expect(entry.shown).toBe(true);
    runInAction(() => {
      session.user = aUser({ userId: 'riley' });
    });
    await settle();
    expect(entry.shown).toBe(false);
  });

  it('is not offered to Admins, who have the dashboard', async () => {
    const { session, entry } = setup({ alex: [{ id: 'acc-1', name: 'Acme' }] });
    runInAction(() => {
      session.user = aUser({ userId: 'alex' });
      session.isAdmin = true;
    });
    await settle();
    expect(entry.shown).toBe(false);
  });
});
