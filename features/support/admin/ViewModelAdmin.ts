import { ADMIN_TABS } from '../../../src/core/domain/admin/tabs';
import type { AdminDashboardViewModel } from '../../../src/ui/admin/AdminDashboardViewModel';
import { AdminFeature } from '../../../src/ui/admin/admin-feature';
import { ImpersonationFeature } from '../../../src/ui/session/impersonation-feature';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { AdminAbility, AdminList } from './AdminAbility';

const TAB_IDS = Object.fromEntries(ADMIN_TABS.map((tab) => [tab.label, tab.id]));
/** Long enough for the 50 ms switch and load delays and the 300 ms search debounce. */
const PAUSE_MS = 400;

/** The administration area through its view models, on the memory profile. */
export class ViewModelAdmin implements AdminAbility {
  private dashboardVm: AdminDashboardViewModel | null = null;

  constructor(private readonly driver: UseTheViewModels) {}

  /** The open dashboard's view model, as the page would render it. */
  get dashboard(): AdminDashboardViewModel {
    if (!this.dashboardVm) throw new Error('The admin dashboard is not open');
    return this.dashboardVm;
  }

  /** Lets the dashboard's switch and load delays (and the search debounce) run out. */
  async pause(): Promise<void> {
    await this.driver.wait(PAUSE_MS);
  }

  async openDashboard(tabLabel?: string): Promise<void> {
    await this.driver.open('/admin');
    this.dashboardVm = null;
    if ((await this.driver.currentPath()) !== '/admin') return;
    this.dashboardVm = (await this.driver.feature(AdminFeature)()).createDashboard();
    this.dashboardVm.opened(tabLabel ? TAB_IDS[tabLabel] : undefined);
    this.dashboardVm.tab(this.dashboardVm.activeTab);
    await this.pause();
  }

  async tabs(): Promise<string[]> {
    return this.dashboard.tabs.map((tab) => tab.label);
  }

  async activeTab(): Promise<string> {
    return ADMIN_TABS.find((tab) => tab.id === this.dashboard.activeTab)?.label ?? '';
  }

  async notice(): Promise<string | null> {
    return this.dashboard.accessDenied ?? this.dashboard.tabNotice;
  }

  async listed(list: AdminList): Promise<string[]> {
    const d = this.dashboard;
    switch (list) {
      case 'users':
        return d.tab('users').rows.map((user) => user.email);
      case 'roles':
        return d.tab('roles').rows.map((role) => role.name);
      case 'permissions':
        return d.tab('permissions').permissions.map((permission) => permission.key);
      case 'accounts':
        return d.tab('accounts').rows.map((account) => account.name);
      case 'allowed users':
        return d.tab('allowed-users').rows.map((entry) => entry.email);
      case 'channels':
        return d.tab('channels').channels.map((channel) => channel.name);
    }
  }

  async searchUsers(text: string, submit: boolean): Promise<void> {
    const users = this.dashboard.tab('users');
    users.searchTyped(text);
    if (submit) users.searchSubmitted();
  }

  async timePasses(ms: number): Promise<void> {
    await this.driver.wait(ms);
  }

  async lastLoginOf(email: string): Promise<string> {
    const { lastLogin } = await import('../../../src/ui/admin/components/admin-format');
    const user = this.dashboard.tab('users').users.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`No user ${email}`);
    return lastLogin(user.last_login);
  }

  async editUser(
    email: string,
    change: { role?: string; accounts?: string[]; status?: string },
  ): Promise<void> {
    const users = this.dashboard.tab('users');
    const user = users.users.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`No user ${email}`);
    users.editClicked(user);
    const editor = users.editor;
    if (!editor) throw new Error('The editor did not open');
    if (change.role !== undefined) {
      editor.roleChosen(editor.roleOptions.find((role) => role.name === change.role)?.id ?? '');
    }
    if (change.accounts) {
      const ids = change.accounts.map((name) => users.accounts.find((a) => a.name === name)?.id ?? name);
      if (editor.isAdminRole) {
        for (const account of users.accounts) editor.accountToggled(account.id, ids.includes(account.id));
      } else editor.accountChosen(ids[0] ?? '');
    }
    if (change.status) editor.statusChosen(change.status === 'Inactive' ? 'inactive' : 'active');
    await editor.saveClicked();
    await this.pause();
  }

  private user(email: string) {
    const user = this.dashboard.tab('users').users.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`No user ${email}`);
    return user;
  }

  async chooseRole(email: string, role: string): Promise<void> {
    const users = this.dashboard.tab('users');
    users.editClicked(this.user(email));
    users.editor?.roleChosen(users.editor.roleOptions.find((candidate) => candidate.name === role)?.id ?? '');
  }

  async statusOf(email: string): Promise<string> {
    return this.user(email).is_deleted ? 'Inactive' : 'Active';
  }

  async mayImpersonate(email: string): Promise<boolean> {
    return this.dashboard.tab('users').mayImpersonate(this.user(email));
  }

  async editorAccounts(): Promise<string[]> {
    const users = this.dashboard.tab('users');
    return (users.editor?.accountIds ?? []).map((id) => users.accounts.find((a) => a.id === id)?.name ?? id);
  }

  async error(): Promise<string | null> {
    const d = this.dashboard;
    const tab = d.tab(d.activeTab) as unknown as Record<string, unknown>;
    const drill = d.tab('accounts').drillDown?.vm as unknown as Record<string, unknown> | undefined;
    const forms = [tab.editor, tab.form, tab.configForm, tab.assignmentForm, drill?.form] as (
      | { error?: string | null }
      | null
      | undefined
    )[];
    for (const form of forms) if (form?.error) return form.error;
    const texts = [
      drill?.addError,
      drill?.error,
      tab.loadError,
      tab.alert,
      tab.error,
      tab.impersonationError,
    ];
    return (texts.find((text) => typeof text === 'string' && text) as string | undefined) ?? null;
  }

  async impersonate(email: string): Promise<void> {
    const users = this.dashboard.tab('users');
    const user = users.users.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`No user ${email}`);
    if (await users.impersonateClicked(user)) await this.driver.open('/');
    await this.driver.wait(1000);
  }
  async endImpersonation(): Promise<void> {
    const ended = await this.driver.feature(ImpersonationFeature).end();
    if (!ended.ok) throw new Error(`Ending the impersonation failed: ${ended.message}`);
    await this.driver.clock.advance(200);
    await this.driver.open('/admin');
  }

  async createRole(name: string, permissions: string[]): Promise<void> {
    const roles = this.dashboard.tab('roles');
    roles.addClicked();
    roles.form?.changed({ name });
    for (const key of permissions) {
      const permission = roles.permissions.find((candidate) => candidate.key === key);
      if (permission) roles.form?.permissionToggled(permission.id, true);
    }
    await roles.saveClicked();
    await this.pause();
  }

  async mayDeleteRole(name: string): Promise<boolean> {
    const role = this.dashboard.tab('roles').roles.find((candidate) => candidate.name === name);
    if (!role) throw new Error(`No role ${name}`);
    return role.user_count === 0;
  }

  async permissionIsEditable(key: string): Promise<boolean> {
    const permission = this.dashboard
      .tab('permissions')
      .permissions.find((candidate) => candidate.key === key);
    if (!permission) throw new Error(`No permission ${key}`);
    return !permission.is_system;
  }

  async createPermission(key: string, name: string): Promise<void> {
    const permissions = this.dashboard.tab('permissions');
    permissions.addClicked();
    permissions.form?.changed({ key, name });
    await permissions.saveClicked();
    await this.pause();
  }

  async allowUser(email: string, role: string, account: string): Promise<void> {
    const allowed = this.dashboard.tab('allowed-users');
    allowed.addClicked();
    allowed.form?.changed({
      email,
      roleId: allowed.roles.find((candidate) => candidate.name === role)?.id ?? '',
      accountId: allowed.accounts.find((candidate) => candidate.name === account)?.id ?? '',
    });
    await allowed.saveClicked();
    await this.pause();
  }

  async allowedRoleChoices(): Promise<string[]> {
    return this.dashboard.tab('allowed-users').roleOptions.map((role) => role.name);
  }

  async startChannel(type: string): Promise<Record<string, boolean>> {
    const channels = this.dashboard.tab('channels');
    channels.addChannelClicked();
    const form = channels.configForm;
    if (!form) throw new Error('The channel form did not open');
    form.typeChosen(channels.types.find((candidate) => candidate.name === type)?.id ?? '');
    return Object.fromEntries(
      (form.type?.fields ?? []).map((f) => [f.field_label, form.isMasked(f.field_name)]),
    );
  }

  async saveChannel(name: string, fields: Record<string, string>): Promise<void> {
    const channels = this.dashboard.tab('channels');
    const form = channels.configForm;
    if (!form) throw new Error('No channel form is open');
    form.changed({ name });
    for (const field of form.type?.fields ?? []) {
      const value = fields[field.field_label];
      if (value !== undefined)
        form.fieldChanged(field.field_name, field.field_type === 'boolean' ? value === 'yes' : value);
    }
    await channels.saveChannelClicked();
    await this.pause();
  }

  private assignment(channel: string, account: string) {
    const row = this.dashboard
      .tab('channels')
      .assignments.find(
        (candidate) => candidate.channel_name === channel && candidate.account_name === account,
      );
    if (!row) throw new Error(`${channel} is not assigned to ${account}`);
    return row;
  }

  async toggleAssignment(channel: string, account: string): Promise<void> {
    await this.dashboard.tab('channels').toggleClicked(this.assignment(channel, account));
    await this.pause();
  }

  async assignmentEnabled(channel: string, account: string): Promise<boolean> {
    return this.assignment(channel, account).is_enabled;
  }

  async exportData(): Promise<string> {
    let saved = '';
    await this.dashboard.tab('export').exportClicked((fileName) => {
      saved = fileName;
    });
    return saved;
  }

  async auditEntries(): Promise<{ admin: string; target: string; action: string }[]> {
    return this.dashboard
      .tab('audit')
      .entries.map((entry) => ({ admin: entry.adminEmail, target: entry.targetEmail, action: entry.action }));
  }
}
