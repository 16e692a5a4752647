import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import {
  adminUser,
  anAccountSetting,
  anAccountUser,
  anAddedAccountUser,
  anAdminAccount,
} from '../../../core/testing/admin-fixtures';
import type { EntityForm } from '../../kit/form/EntityForm';
import { adminHarness } from '../testing/admin-harness';
import { AccountsTabViewModel } from './AccountsTabViewModel';
import type { AccountValues } from './accounts.resource';

const ACME = anAdminAccount({ id: 'acc-1', name: 'Acme' });
const MEMBER = anAccountUser({ email: 'riley@example.com', roleName: 'User' });

async function openAccounts() {
  const harness = adminHarness({}, { listManagedAccounts: [ACME] });
  const tab = await harness.opened((deps) => new AccountsTabViewModel(deps));
  const drill = async (view: 'admins' | 'settings') => {
    if (view === 'admins') tab.adminsPressed(ACME);
    else tab.settingsPressed(ACME);
    await harness.pass();
  };
  return { ...harness, tab, drill };
}

describe('the Accounts tab', () => {
  it('creates an account (active) and reads the list again', async () => {
    const { tab, admin } = await openAccounts();
    tab.accounts.view.add?.pressed();
    tab.accounts.collection.form?.changed({ name: 'Hooli' });
    expect(await tab.accounts.collection.formSubmitted()).toBe(true);
    expect(admin.callsOf('createAccount')).toEqual([
      ['u-alex', { name: 'Hooli', description: '', status: 'active' }],
    ]);
  });

  it("offers the status only when editing, and says 'Account name is required'", async () => {
    const { tab } = await openAccounts();
    tab.accounts.view.add?.pressed();
    const adding = tab.accounts.collection.form as EntityForm<AccountValues>;
    expect(tab.accounts.view.fields?.(adding).map((field) => field.kind)).toEqual(['text', 'text']);
    adding?.changed({ name: '  ' });
    await tab.accounts.collection.formSubmitted();
    expect(adding?.error).toBe(ADMIN_TEXTS.accountNameRequired);
    tab.accounts.view.buttons?.find((button) => button.label === 'Edit')?.pressed(ACME);
    expect(
      tab.accounts.view.fields?.(tab.accounts.collection.form as EntityForm<AccountValues>),
    ).toHaveLength(3);
  });

  it('drills into the admins of an account and back', async () => {
    const { tab, admin, drill } = await openAccounts();
    admin.answers.set('listAccountUsers', [MEMBER]);
    await drill('admins');
    const section = tab.drillDown?.view === 'admins' ? tab.drillDown.section : null;
    expect(section?.collection.rows.map((member) => member.email)).toEqual(['riley@example.com']);
    tab.backToAccountsPressed();
    expect(tab.drillDown).toBeNull();
  });

  it('adds an admin from the Admin-role users not on the account, and says what happened', async () => {
    const { tab, admin, drill } = await openAccounts();
    admin.answers.set('listAccountUsers', [MEMBER]);
    admin.answers.set('listUsers', [
      adminUser({ id: 'u-2', email: 'two@example.com', roleName: 'Admin' }),
      adminUser(),
    ]);
    await drill('admins');
    const section = tab.drillDown?.view === 'admins' ? tab.drillDown.section : null;
    await section?.view.add?.pressed();
    expect(section?.candidates().map((user) => user.email)).toEqual(['two@example.com']);
    admin.answers.set(
      'addAccountUser',
      anAddedAccountUser({
        userId: 'u-2',
        email: 'two@example.com',
        message: 'User added',
        isAccountAdmin: true,
      }),
    );
    section?.collection.form?.changed({ userId: 'u-2' });
    expect(await section?.collection.formSubmitted()).toBe(true);
    expect(section?.collection.notice).toBe(ADMIN_TEXTS.adminAdded);
  });

  it('asks for a user before adding one, in the dialog', async () => {
    const { tab, admin, drill } = await openAccounts();
    admin.answers.set('listAccountUsers', []);
    admin.answers.set('listUsers', []);
    await drill('admins');
    const section = tab.drillDown?.view === 'admins' ? tab.drillDown.section : null;
    await section?.view.add?.pressed();
    await section?.collection.formSubmitted();
    expect(section?.collection.form?.error).toBe(ADMIN_TEXTS.selectUserToAdd);
  });

  it("keeps 'Please select a user to add' when the users answer after the save was pressed", async () => {
    const { tab, admin, drill } = await openAccounts();
    admin.answers.set('listAccountUsers', []);
    admin.answers.set('listUsers', []);
    await drill('admins');
    const section = tab.drillDown?.view === 'admins' ? tab.drillDown.section : null;
    const opening = section?.view.add?.pressed();
    await section?.collection.formSubmitted();
    await opening;
    expect(section?.collection.form?.error).toBe(ADMIN_TEXTS.selectUserToAdd);
  });

  it('edits a setting under its fixed key', async () => {
    const { tab, admin, drill } = await openAccounts();
    const currency = anAccountSetting({ key: 'default-currency', value: 'USD' });
    admin.answers.set('listAccountSettings', [currency]);
    await drill('settings');
    const section = tab.drillDown?.view === 'settings' ? tab.drillDown.section : null;
    section?.view.buttons?.find((button) => button.label === 'Edit')?.pressed(currency);
    section?.collection.form?.changed({ key: 'renamed', value: 'EUR' });
    await section?.collection.formSubmitted();
    expect(admin.callsOf('saveAccountSetting')).toEqual([['u-alex', 'acc-1', 'default-currency', 'EUR']]);
  });
});
