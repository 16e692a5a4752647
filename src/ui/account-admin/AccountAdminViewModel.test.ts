import { describe, expect, it } from 'vitest';
import type { AccountUser } from '../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../core/domain/admin/texts';
import { anAccountUser, anAddedAccountUser, anAdminAccount } from '../../core/testing/admin-fixtures';
import { adminHarness } from '../admin/testing/admin-harness';
import type { EntityForm } from '../kit/form/EntityForm';
import { AccountAdminViewModel } from './AccountAdminViewModel';
import type { AddMemberValues } from './account-members.resource';

const ACME = anAdminAccount({ id: 'acc-acme', name: 'Acme' });
const GLOBEX = anAdminAccount({ id: 'acc-globex', name: 'Globex' });
const member = (userId: string, isAccountAdmin: boolean) =>
  anAccountUser({ userId, id: userId, email: `${userId}@example.com`, displayName: userId, isAccountAdmin });

async function openAsAvery(answers = {}) {
  const harness = adminHarness(
    { userId: 'avery', isAdmin: false },
    {
      listManagedAccounts: [ACME, GLOBEX],
      listAccountUsers: [member('avery', true), member('riley', false)],
      ...answers,
    },
  );
  const vm = await harness.opened((deps) => new AccountAdminViewModel(deps));
  await harness.pass();
  const users = () => {
    if (vm.open?.view !== 'users') throw new Error('the users are not open');
    return vm.open.section;
  };
  const button = (label: string, row: AccountUser) =>
    users().view.buttons?.find((candidate) => candidate.label === label && (candidate.shown?.(row) ?? true));
  return { ...harness, vm, users, button };
}

describe("an account admin's own administration", () => {
  it('opens the first account administered on its users, roles within the account shown', async () => {
    const { vm, users, admin } = await openAsAvery();
    expect(vm.accounts.map((a) => a.name)).toEqual(['Acme', 'Globex']);
    expect(admin.callsOf('listAccountUsers')).toEqual([['avery', 'acc-acme']]);
    const role = users().view.columns.find((column) => column.header === 'Role in account');
    expect(users().collection.rows.map((row) => role?.text(row))).toEqual(['Account admin', 'Member']);
  });

  it('makes a member an account admin, and the row says so without reloading', async () => {
    const { users, button, admin } = await openAsAvery();
    const riley = member('riley', false);
    expect(button('Make member', riley)).toBeUndefined();
    await button('Make account admin', riley)?.pressed(riley);
    expect(admin.callsOf('setAccountAdmin')).toEqual([['avery', 'acc-acme', 'riley', true]]);
    expect(users().collection.rows.find((row) => row.userId === 'riley')?.isAccountAdmin).toBe(true);
  });

  it('refuses to change their own role, on the error line', async () => {
    const { users, button, admin } = await openAsAvery();
    const avery = member('avery', true);
    await button('Make member', avery)?.pressed(avery);
    expect(users().collection.error).toBe(ADMIN_TEXTS.ownRoleRefused);
    expect(admin.callsOf('setAccountAdmin')).toEqual([]);
  });

  it('adds a user by email as a member and says so', async () => {
    const { users, admin } = await openAsAvery({
      addAccountUser: anAddedAccountUser({
        userId: 'u-new',
        displayName: 'New',
        email: 'new@example.com',
        message: 'User added to the account',
      }),
    });
    users().view.add?.pressed();
    (users().collection.form as EntityForm<AddMemberValues>).changed({ email: 'new@example.com' });
    expect(await users().collection.formSubmitted()).toBe(true);
    expect(admin.callsOf('addAccountUser')).toEqual([
      ['avery', 'acc-acme', { email: 'new@example.com' }, false],
    ]);
    expect(users().collection.notice).toBe(ADMIN_TEXTS.memberAdded);
  });

  it("switches to another account's settings", async () => {
    const { vm, admin, pass } = await openAsAvery({ listAccountSettings: [] });
    vm.accountChosen(GLOBEX.id);
    vm.viewChosen('settings');
    await pass();
    expect(vm.open?.view).toBe('settings');
    expect(admin.callsOf('listAccountSettings')).toEqual([['avery', 'acc-globex']]);
  });

  it('says when the accounts cannot be loaded', async () => {
    const harness = adminHarness({ userId: 'avery', isAdmin: false });
    harness.admin.failing.add('listManagedAccounts');
    const vm = await harness.opened((deps) => new AccountAdminViewModel(deps));
    expect(vm.loadError).toBe(ADMIN_TEXTS.accountsLoadFailed);
    expect(vm.open).toBeNull();
  });
});

describe('removing a user from the account', () => {
  it('asks first, then removes and reads the list again', async () => {
    const { users, button, admin, pass } = await openAsAvery();
    const riley = member('riley', false);
    button('Remove', riley)?.pressed(riley);
    expect(users().collection.actions.deletion.subject).toEqual(riley);
    admin.answers.set('listAccountUsers', [member('avery', true)]);
    const removed = users().collection.actions.deleteConfirmed();
    await pass();
    await removed;
    await pass();
    expect(admin.callsOf('removeAccountUser')).toEqual([['avery', 'acc-acme', 'riley']]);
    expect(users().collection.rows.map((row) => row.userId)).toEqual(['avery']);
  });
});
