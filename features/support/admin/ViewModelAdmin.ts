import { ADMIN_TABS } from '../../../src/core/domain/admin/tabs';
import type { AdminDashboardViewModel } from '../../../src/ui/admin/AdminDashboardViewModel';
import { AdminFeature } from '../../../src/ui/admin/admin-feature';
import {
  type ChannelValues,
  fieldChanged,
  isMasked,
} from '../../../src/ui/admin/channels/channel-config-form';
import { lastLogin } from '../../../src/ui/admin/common/admin-format';
import type { AdminSection } from '../../../src/ui/admin/common/admin-section';
import type { RoleValues } from '../../../src/ui/admin/roles/roles.resource';
import type { UserEditorValues } from '../../../src/ui/admin/users/user-editor';
import type { EntityForm } from '../../../src/ui/kit/form/EntityForm';
import { ImpersonationFeature } from '../../../src/ui/session/impersonation-feature';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { AdminAbility, AdminList, AuditLine } from './AdminAbility';

/** Where a table says what went wrong: its dialog, its error line, its load. */
interface ErrorLines {
  readonly form: { readonly error: string | null } | null;
  readonly error: string | null;
  readonly list: { readonly loadError: string | null };
}

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
        return d.tab('users').collection.rows.map((user) => user.email);
      case 'roles':
        return d.tab('roles').collection.rows.map((role) => role.name);
      case 'permissions':
        return d.tab('permissions').collection.rows.map((permission) => permission.key);
      case 'accounts':
        return d.tab('accounts').accounts.collection.rows.map((account) => account.name);
      case 'allowed users':
        return d.tab('allowed-users').collection.rows.map((entry) => entry.email);
      case 'channels':
        return d.tab('channels').configs.collection.rows.map((channel) => channel.name);
    }
  }

  async searchUsers(text: string, submit: boolean): Promise<void> {
    const users = this.dashboard.tab('users').collection.list;
    users.searchTyped(text);
    if (submit) users.searchSubmitted();
  }

  async timePasses(ms: number): Promise<void> {
    await this.driver.wait(ms);
  }

  async userCell(email: string, header: string): Promise<string> {
    const column = this.dashboard.tab('users').view.columns.find((candidate) => candidate.header === header);
    if (!column) throw new Error(`No column ${header}`);
    return String(column.text?.(this.user(email)) ?? '');
  }

  async lastLoginOf(email: string): Promise<string> {
    return lastLogin(this.user(email).lastLogin);
  }

  /** Opens a user's editor as the Edit button does. */
  private editorOf(email: string) {
    const users = this.dashboard.tab('users');
    return { users, form: users.editPressed(this.user(email)) };
  }

  async editUser(
    email: string,
    change: { role?: string; accounts?: string[]; status?: string },
  ): Promise<void> {
    const { users, form } = this.editorOf(email);
    if (change.role !== undefined) form.changed({ roleId: this.roleId(change.role) });
    if (change.accounts) {
      const ids = change.accounts.map(
        (name) => users.accounts.value.find((a) => a.name === name)?.id ?? name,
      );
      // The dialog offers checkboxes for an Admin, one select otherwise.
      const checkboxes = users.view.fields?.(form).some((field) => field.kind === 'checklist');
      form.changed(checkboxes ? { accountIds: ids } : { accountId: ids[0] ?? '' });
    }
    if (change.status) form.changed({ status: change.status === 'Inactive' ? 'inactive' : 'active' });
    await users.collection.formSubmitted();
    await this.pause();
  }

  private user(email: string) {
    const user = this.dashboard
      .tab('users')
      .collection.list.all.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`No user ${email}`);
    return user;
  }

  /** A role as the editor's select offers it (none: the empty choice). */
  private roleId(name: string): string {
    return this.dashboard.tab('users').roles.value.find((role) => role.name === name)?.id ?? '';
  }

  async chooseRole(email: string, role: string): Promise<void> {
    this.editorOf(email).form.changed({ roleId: this.roleId(role) });
  }

  async statusOf(email: string): Promise<string> {
    return this.user(email).isDeleted ? 'Inactive' : 'Active';
  }

  async mayImpersonate(email: string): Promise<boolean> {
    return this.dashboard.tab('users').mayImpersonate(this.user(email));
  }

  async editorAccounts(): Promise<string[]> {
    const users = this.dashboard.tab('users');
    const form = users.collection.form as { values: UserEditorValues } | null;
    return (form?.values.accountIds ?? []).map(
      (id) => users.accounts.value.find((account) => account.id === id)?.name ?? id,
    );
  }

  /** The tables the open tab shows. */
  private sections(): { collection: ErrorLines }[] {
    const d = this.dashboard;
    switch (d.activeTab) {
      case 'accounts':
        return [d.tab('accounts').drillDown?.section ?? d.tab('accounts').accounts];
      case 'channels':
        return [d.tab('channels').configs, d.tab('channels').assignments];
      case 'audit':
        return [d.tab('audit').section];
      case 'export':
        return [];
      default:
        return [d.tab(d.activeTab)];
    }
  }

  async error(): Promise<string | null> {
    const sections = this.sections().map((section) => section.collection);
    const texts = [
      ...sections.map((collection) => collection.form?.error),
      ...sections.flatMap((collection) => [collection.error, collection.list.loadError]),
      this.dashboard.activeTab === 'export' ? this.dashboard.tab('export').error : null,
    ];
    return texts.find((text): text is string => typeof text === 'string' && text !== '') ?? null;
  }

  async impersonate(email: string): Promise<void> {
    const next = await this.dashboard.tab('users').impersonatePressed(this.user(email));
    if (next) await this.driver.open(next);
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
    roles.view.add?.pressed();
    const form = roles.collection.form as EntityForm<RoleValues>;
    form.changed({ name });
    for (const key of permissions) {
      const permission = roles.permissions.value.find((candidate) => candidate.key === key);
      if (permission) form.toggled('permissionIds', permission.id, true);
    }
    await roles.collection.formSubmitted();
    await this.pause();
  }

  /** A row button as the table draws it: offered, and whether it can be pressed. */
  private button<Row>(section: AdminSection<Row, never>, label: string, row: Row) {
    const button = section.view.buttons?.find((candidate) => candidate.label === label);
    return { shown: Boolean(button && (button.shown?.(row) ?? true)), enabled: !button?.refusal?.(row) };
  }

  async mayDeleteRole(name: string): Promise<boolean> {
    const roles = this.dashboard.tab('roles');
    const role = roles.collection.list.all.find((candidate) => candidate.name === name);
    if (!role) throw new Error(`No role ${name}`);
    return this.button(roles, 'Delete', role).enabled;
  }

  async permissionIsEditable(key: string): Promise<boolean> {
    const permissions = this.dashboard.tab('permissions');
    const permission = permissions.collection.list.all.find((candidate) => candidate.key === key);
    if (!permission) throw new Error(`No permission ${key}`);
    return this.button(permissions, 'Edit', permission).shown;
  }

  async createPermission(key: string, name: string): Promise<void> {
    const permissions = this.dashboard.tab('permissions');
    permissions.view.add?.pressed();
    permissions.collection.form?.changed({ key, name });
    await permissions.collection.formSubmitted();
    await this.pause();
  }

  async allowUser(email: string, role: string, account: string): Promise<void> {
    const allowed = this.dashboard.tab('allowed-users');
    allowed.view.add?.pressed();
    allowed.collection.form?.changed({
      email,
      roleId: allowed.roles.value.find((candidate) => candidate.name === role)?.id ?? '',
      accountId: allowed.accounts.value.find((candidate) => candidate.name === account)?.id ?? '',
    });
    await allowed.collection.formSubmitted();
    await this.pause();
  }

  async allowedRoleChoices(): Promise<string[]> {
    return this.dashboard
      .tab('allowed-users')
      .roleChoices()
      .map((role) => role.name);
  }

  async startChannel(type: string): Promise<Record<string, boolean>> {
    const channels = this.dashboard.tab('channels');
    const chosen = channels.types.get().find((candidate) => candidate.name === type);
    const form = channels.addPressed();
    form.changed({ typeId: chosen?.id ?? '' });
    return Object.fromEntries((chosen?.fields ?? []).map((f) => [f.label, isMasked(form, f.name)]));
  }

  async saveChannel(name: string, fields: Record<string, string>): Promise<void> {
    const channels = this.dashboard.tab('channels');
    const form = channels.configs.collection.form as EntityForm<ChannelValues> | null;
    if (!form) throw new Error('No channel form is open');
    form.changed({ name });
    const type = channels.types.get().find((candidate) => candidate.id === form.values.typeId);
    for (const field of type?.fields ?? []) {
      const value = fields[field.label];
      if (value !== undefined)
        fieldChanged(form, field.name, field.type === 'boolean' ? value === 'yes' : value);
    }
    await channels.configs.collection.formSubmitted();
    await this.pause();
  }

  private assignment(channel: string, account: string) {
    const row = this.dashboard
      .tab('channels')
      .assignments.collection.rows.find(
        (candidate) => candidate.channelName === channel && candidate.accountName === account,
      );
    if (!row) throw new Error(`${channel} is not assigned to ${account}`);
    return row;
  }

  async toggleAssignment(channel: string, account: string): Promise<void> {
    const { assignments } = this.dashboard.tab('channels');
    const toggle = assignments.view.columns.find((column) => column.toggle)?.toggle;
    toggle?.toggled(this.assignment(channel, account));
    await this.pause();
  }

  async assignmentEnabled(channel: string, account: string): Promise<boolean> {
    return this.assignment(channel, account).isEnabled;
  }

  async exportData(): Promise<string> {
    let saved = '';
    await this.dashboard.tab('export').exportClicked((fileName) => {
      saved = fileName;
    });
    return saved;
  }

  async auditEntries(): Promise<AuditLine[]> {
    return this.dashboard.tab('audit').section.collection.rows.map((entry) => ({
      admin: entry.adminEmail,
      target: entry.targetEmail,
      actedAs: entry.actingEmail,
      action: entry.action,
    }));
  }
}
