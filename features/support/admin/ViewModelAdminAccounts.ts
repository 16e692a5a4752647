import type { AccountSetting } from '../../../src/core/domain/admin/entities';
import type { AdminAccountsAbility } from './AdminAccountsAbility';
import type { ViewModelAdmin } from './ViewModelAdmin';

/** The Accounts tab and its drill-downs through their view models, on the open dashboard. */
export class ViewModelAdminAccounts implements AdminAccountsAbility {
  constructor(private readonly admin: ViewModelAdmin) {}

  private get tab() {
    return this.admin.dashboard.tab('accounts');
  }

  async createAccount(name: string): Promise<void> {
    const { collection, view } = this.tab.accounts;
    view.add?.pressed();
    collection.form?.changed({ name });
    await collection.formSubmitted();
    await this.admin.pause();
  }

  private account(name: string) {
    const account = this.tab.accounts.collection.list.all.find((candidate) => candidate.name === name);
    if (!account) throw new Error(`No account ${name}`);
    return account;
  }

  async openAccountAdmins(account: string): Promise<void> {
    this.tab.adminsPressed(this.account(account));
    await this.admin.pause();
  }

  private get admins() {
    const drill = this.tab.drillDown;
    if (drill?.view !== 'admins') throw new Error('Account Admins is not open');
    return drill.section;
  }

  async adminCandidates(): Promise<string[]> {
    await this.admins.view.add?.pressed();
    return this.admins.candidates().map((user) => user.email);
  }

  async addAdmin(email: string | null): Promise<void> {
    const admins = this.admins;
    if (!admins.collection.form) await admins.view.add?.pressed();
    const chosen = admins.candidates().find((user) => user.email === email);
    admins.collection.form?.changed({ userId: chosen?.id ?? email ?? '' });
    await admins.collection.formSubmitted();
    await this.admin.pause();
  }

  async openAccountSettings(account: string): Promise<void> {
    this.tab.settingsPressed(this.account(account));
    await this.admin.pause();
  }

  private get settings() {
    const drill = this.tab.drillDown;
    if (drill?.view !== 'settings') throw new Error('Settings is not open');
    return drill.section;
  }

  private setting(key: string): AccountSetting | undefined {
    return this.settings.collection.rows.find((setting) => setting.key === key);
  }

  async saveSetting(key: string, value: string): Promise<void> {
    const { collection, view } = this.settings;
    const existing = this.setting(key);
    if (existing) view.buttons?.find((button) => button.label === 'Edit')?.pressed(existing);
    else view.add?.pressed();
    collection.form?.changed(existing ? { value } : { key, value });
    await collection.formSubmitted();
    await this.admin.pause();
  }

  async settingValue(key: string): Promise<string | null> {
    return this.setting(key)?.value ?? null;
  }

  async accountUsers(): Promise<string[]> {
    return this.admins.collection.rows.map((member) => member.email);
  }

  async cancelAddAdmin(): Promise<void> {
    this.admins.collection.formClosed();
  }

  async adminsNotice(): Promise<string | null> {
    return this.admins.collection.notice;
  }
}
