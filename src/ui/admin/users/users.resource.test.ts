import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { ADMIN_ROLES, adminUser, anAdminAccount } from '../../../core/testing/admin-fixtures';
import { failed } from '../../../core/use-cases/outcome';
import type { EntityForm } from '../../kit/form/EntityForm';
import { adminHarness } from '../testing/admin-harness';
import type { UserEditorValues } from './user-editor';
import { USER_PAGE_SIZE, USER_SEARCH_DEBOUNCE_MS, usersSection } from './users.resource';

const ACCOUNTS = [anAdminAccount(), anAdminAccount({ id: 'acc-2', name: 'Globex' })];
const riley = adminUser();
const alex = adminUser({
  id: 'u-alex',
  email: 'alex@example.com',
  displayName: 'Alex',
  roleId: 'r-admin',
  roleName: 'Admin',
  lastLogin: '2026-11-20T10:00:00Z',
  accounts: ACCOUNTS.map(({ id, name }) => ({ id, name })),
});
const sam = adminUser({
  id: 'u-sam',
  email: 'sam@example.com',
  roleId: 'r-probe',
  // A Super Admin by what the role grants, not by its name.
  roleName: 'Probe Ops',
  isSuperAdmin: true,
  lastLogin: '2026-11-22T10:00:00Z',
});

async function openUsers(users = [riley, alex, sam], actor = {}) {
  const harness = adminHarness(actor, {
    listUsers: users,
    listRoles: ADMIN_ROLES,
    listManagedAccounts: ACCOUNTS,
  });
  return { ...harness, tab: await harness.opened(usersSection) };
}

const emails = (tab: Awaited<ReturnType<typeof openUsers>>['tab']) => tab.collection.rows.map((u) => u.email);

describe('the Users tab', () => {
  it('starts with the never-signed-in first (last login descending, empty values last when ascending)', async () => {
    const { tab } = await openUsers();
    expect(emails(tab)).toEqual(['riley@example.com', 'sam@example.com', 'alex@example.com']);
  });

  it('searches email or name after 300 ms, and at once on Enter', async () => {
    const { tab, pass } = await openUsers();
    tab.collection.list.searchTyped('ALEX');
    expect(emails(tab)).toHaveLength(3);
    await pass(USER_SEARCH_DEBOUNCE_MS);
    expect(emails(tab)).toEqual(['alex@example.com']);
    tab.collection.list.searchTyped('sam');
    tab.collection.list.searchSubmitted();
    expect(emails(tab)).toEqual(['sam@example.com']);
  });

  it(`draws ${USER_PAGE_SIZE} users at a time`, async () => {
    const many = Array.from({ length: USER_PAGE_SIZE + 5 }, (_, i) =>
      adminUser({ id: `u-${i}`, email: `u${i}@x.com` }),
    );
    const { tab } = await openUsers(many);
    expect(tab.collection.rows).toHaveLength(USER_PAGE_SIZE);
    tab.collection.list.showMoreClicked();
    expect(tab.collection.rows).toHaveLength(USER_PAGE_SIZE + 5);
  });

  it('offers impersonation of anyone but a Super Admin, oneself and the inactive', async () => {
    const { tab } = await openUsers();
    expect([riley, alex, sam].map((user) => tab.mayImpersonate(user))).toEqual([true, false, false]);
    expect(tab.mayImpersonate(adminUser({ isDeleted: true }))).toBe(false);
  });

  it('offers an admin no Edit on Super Admin rows, and a Super Admin Edit on every row', async () => {
    const admin = await openUsers();
    expect([riley, alex, sam].map((user) => admin.tab.mayEdit(user))).toEqual([true, true, false]);
    const superAdmin = await openUsers(undefined, { isSuperAdmin: true });
    expect([riley, alex, sam].map((user) => superAdmin.tab.mayEdit(user))).toEqual([true, true, true]);
  });

  it('goes to the chat once impersonation started, and says why when it did not', async () => {
    const ok = await openUsers();
    expect(await ok.tab.impersonatePressed(riley)).toBe('/');
    expect(ok.impersonated).toEqual(['u-riley']);
    const refused = await openUsers([riley], {
      startImpersonation: async () => failed('refused', 'Not allowed'),
    });
    expect(await refused.tab.impersonatePressed(riley)).toBeUndefined();
    expect(refused.tab.collection.error).toBe(`${ADMIN_TEXTS.impersonateFailed}Not allowed`);
  });

  it('keeps only the first account when a non-Admin role is chosen, and offers it as one select', async () => {
    const { tab } = await openUsers();
    const form = tab.editPressed(alex);
    const fields = () => tab.view.fields?.(form as EntityForm<UserEditorValues>) ?? [];
    expect(fields().some((field) => field.kind === 'checklist')).toBe(true);
    form.changed({ roleId: 'r-user' });
    expect(form.values.accountIds).toEqual(['acc-1']);
    expect(fields().some((field) => field.kind === 'select' && field.name === 'accountId')).toBe(true);
  });

  it('hides the Super Admin role from an admin, and refuses what the rules refuse without a call', async () => {
    const { tab, admin } = await openUsers();
    const form = tab.editPressed(riley);
    const roleSelect = tab.view
      .fields?.(form)
      .find((field) => field.kind === 'select' && field.name === 'roleId');
    expect(roleSelect?.kind === 'select' && roleSelect.choices.map((choice) => choice.label)).toEqual([
      'Admin',
      'User',
    ]);
    form.changed({ accountId: '' });
    await tab.collection.formSubmitted();
    expect(form.error).toBe(ADMIN_TEXTS.accountRequired);
    expect(admin.callsOf('assignUserRole')).toEqual([]);
  });

  it('saves a status change as its own call, then reads the users again', async () => {
    const { tab, admin } = await openUsers();
    const form = tab.editPressed(riley);
    form.changed({ status: 'inactive' });
    expect(await tab.collection.formSubmitted()).toBe(true);
    expect(admin.callsOf('setUserDeleted')).toEqual([['u-alex', 'u-riley', true]]);
    expect(tab.collection.form).toBeNull();
  });

  it("says 'Failed to load users…' and logs only what the editor reads beside them", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const harness = adminHarness({}, { listManagedAccounts: ACCOUNTS });
    harness.admin.failing.add('listUsers');
    harness.admin.failing.add('listRoles');
    const tab = await harness.opened(usersSection);
    expect(tab.collection.list.loadError).toBe(ADMIN_TEXTS.usersLoadFailed);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
