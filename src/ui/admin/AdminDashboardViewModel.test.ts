import { describe, expect, it } from 'vitest';
import { RECORD_COLLECTIONS } from '../../contract/records';
import type { RecordCollection } from '../../contract/records/record-collection';
import { ADMIN_TEXTS } from '../../core/domain/admin/texts';
import { BackendError } from '../../core/domain/errors';
import { AdminDashboardViewModel } from './AdminDashboardViewModel';
import { adminHarness } from './testing/admin-harness';

describe('the Admin Dashboard', () => {
  it("refuses non-admins in the spec's words", () => {
    const { deps } = adminHarness({ isAdmin: false });
    expect(new AdminDashboardViewModel(deps).accessDenied).toBe(ADMIN_TEXTS.adminRequired);
  });

  it('switches an admin who asks for a super-admin tab to Accounts, and says why', () => {
    const { deps } = adminHarness();
    const dashboard = new AdminDashboardViewModel(deps);
    dashboard.opened('roles');
    expect(dashboard.activeTab).toBe('accounts');
    expect(dashboard.tabNotice).toBe(ADMIN_TEXTS.superAdminRequired);
    expect(dashboard.tabs.map((tab) => tab.label)).toEqual([
      'Accounts',
      'Users',
      'Allowed Users',
      'Channel Config',
    ]);
  });

  it('shows a super admin every tab in the spec order, plus Audit, then the plain admin collections', () => {
    const { deps } = adminHarness({ isSuperAdmin: true });
    expect(new AdminDashboardViewModel(deps).tabs.map((tab) => tab.label)).toEqual([
      'Accounts',
      'Users',
      'Roles',
      'Permissions',
      'Allowed Users',
      'Channel Config',
      'Data Export',
      'Audit',
      ...(RECORD_COLLECTIONS as readonly RecordCollection[]).map((collection) => collection.label),
    ]);
  });

  it('switches tabs after 50 ms, and loads a tab once, when it first shows', async () => {
    const { admin, deps, pass } = adminHarness({ isSuperAdmin: true });
    admin.answers.set('listRoles', []);
    admin.answers.set('listPermissions', []);
    const dashboard = new AdminDashboardViewModel(deps);
    const switching = dashboard.tabChosen('roles');
    expect(dashboard.activeTab).toBe('accounts');
    await pass();
    await switching;
    expect(dashboard.activeTab).toBe('roles');
    expect(dashboard.tab('roles')).toBe(dashboard.tab('roles'));
    await pass();
    expect(admin.callsOf('listRoles')).toHaveLength(1);
  });

  /** The dashboard opened on Users, whose load the backend refuses with those words. */
  async function usersRefusedWith(words: string) {
    const { admin, deps, pass } = adminHarness(
      {},
      { listRoles: [], listManagedAccounts: [], listAllAccounts: [] },
    );
    admin.answers.set('listUsers', new BackendError('refused', words));
    const dashboard = new AdminDashboardViewModel(deps);
    dashboard.opened('users');
    dashboard.tab('users');
    await pass();
    return { admin, dashboard, pass };
  }

  it('denies an admin whose load the backend refuses as a non-admin, until a Retry loads', async () => {
    const { admin, dashboard, pass } = await usersRefusedWith(ADMIN_TEXTS.adminRequired);
    expect(dashboard.accessDenied).toBe(ADMIN_TEXTS.adminRequired);

    admin.answers.set('listUsers', []);
    dashboard.retryClicked();
    await pass();
    expect(dashboard.accessDenied).toBeNull();
  });

  it('keeps other refusals to the tab itself', async () => {
    const { dashboard } = await usersRefusedWith('Missing permission');
    expect(dashboard.accessDenied).toBeNull();
  });

  it("hears only the open tab's loads: Accounts answering late does not lift a denial of Users", async () => {
    const { dashboard, pass } = await usersRefusedWith(ADMIN_TEXTS.adminRequired);
    dashboard.tab('accounts');
    await pass();
    expect(dashboard.accessDenied).toBe(ADMIN_TEXTS.adminRequired);
  });
});
