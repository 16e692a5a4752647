import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { ADMIN_ROLES, anAdminAccount, anAllowedUser } from '../../../core/testing/admin-fixtures';
import type { EntityForm } from '../../kit/form/EntityForm';
import { adminHarness } from '../testing/admin-harness';
import { type AllowedUserValues, allowedUsersSection } from './allowed-users.resource';

const ENTRIES = [
  anAllowedUser({ id: 'a-1', email: 'zoe@example.com', initialRoleName: 'User' }),
  anAllowedUser({ id: 'a-2', email: 'ann@example.com', initialRoleName: 'Admin' }),
];
const ACCOUNTS = [anAdminAccount({ id: 'acc-1', name: 'Acme' })];

async function openAllowed(actor = {}) {
  const answers = { listAllowedUsers: ENTRIES, listRoles: ADMIN_ROLES, listManagedAccounts: ACCOUNTS };
  const harness = adminHarness(actor, answers);
  return { ...harness, tab: await harness.opened(allowedUsersSection) };
}

describe('the Allowed Users tab', () => {
  it('lists by email, and offers roles that make a Super Admin to super admins only', async () => {
    const admin = await openAllowed();
    expect(admin.tab.collection.rows.map((entry) => entry.email)).toEqual([
      'ann@example.com',
      'zoe@example.com',
    ]);
    expect(admin.tab.roleChoices().map((role) => role.name)).toEqual(['Admin', 'User']);
    const boss = await openAllowed({ isSuperAdmin: true });
    expect(boss.tab.roleChoices()).toHaveLength(4);
  });

  it('notes what the Admin role means, and adds the user with the chosen role and account', async () => {
    const { tab, admin } = await openAllowed();
    tab.view.add?.pressed();
    const form = tab.collection.form as EntityForm<AllowedUserValues>;
    form.changed({ email: 'new@example.com', roleId: 'r-admin', accountId: 'acc-1' });
    expect(tab.view.fields?.(form).some((field) => field.kind === 'note')).toBe(true);
    expect(await tab.collection.formSubmitted()).toBe(true);
    expect(admin.callsOf('allowUser')).toEqual([
      ['u-alex', { email: 'new@example.com', roleId: 'r-admin', accountId: 'acc-1' }],
    ]);
  });

  it("refuses a bad email in the spec's words, and words a failed removal", async () => {
    const { tab, admin } = await openAllowed();
    tab.view.add?.pressed();
    tab.collection.form?.changed({ email: 'nope' });
    await tab.collection.formSubmitted();
    expect(tab.collection.form?.error).toBe(ADMIN_TEXTS.emailInvalid);
    admin.failing.add('removeAllowedUser');
    tab.collection.actions.deleteRequested(ENTRIES[0] as (typeof ENTRIES)[0]);
    await tab.collection.actions.deleteConfirmed();
    expect(tab.collection.error).toBe(`${ADMIN_TEXTS.removeAllowedFailed}removeAllowedUser failed`);
  });
});
