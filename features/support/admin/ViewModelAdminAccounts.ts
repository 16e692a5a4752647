import type { AdminAccountsAbility } from './AdminAccountsAbility';
import type { ViewModelAdmin } from './ViewModelAdmin';

/** The Accounts tab and its drill-downs through their view models, on the open dashboard. */
export class ViewModelAdminAccounts implements AdminAccountsAbility {
  constructor(private readonly admin: ViewModelAdmin) {}

  async createAccount(name: string): Promise<void> {
    const accounts = this.admin.dashboard.tab('accounts');
    accounts.addClicked();
    accounts.form?.changed({ name });
    await accounts.saveClicked();
    await this.admin.pause();
  }

  private account(name: string) {
    const account = this.admin.dashboard
      .tab('accounts')
      .accounts.find((candidate) => candidate.name === name);
    if (!account) throw new Error(`No account ${name}`);
    return account;
  }

  async openAccountAdmins(account: string): Promise<void> {
    this.admin.dashboard.tab('accounts').adminsClicked(this.account(account));
    await this.admin.pause();
  }

  private get admins() {
    const drill = this.admin.dashboard.tab('accounts').drillDown;
    if (drill?.view !== 'admins') throw new Error('Account Admins is not open');
    return drill.vm;
  }

  async adminCandidates(): Promise<string[]> {
    await this.admins.addClicked();
    return this.admins.candidates.map((user) => user.email);
  }

  async addAdmin(email: string | null): Promise<void> {
    const admins = this.admins;
    if (!admins.adding) await admins.addClicked();
    admins.userSelected(admins.candidates.find((user) => user.email === email)?.id ?? email ?? '');
    await admins.addConfirmed();
    await this.admin.pause();
  }

  async openAccountSettings(account: string): Promise<void> {
    this.admin.dashboard.tab('accounts').settingsClicked(this.account(account));
    await this.admin.pause();
  }

  private get settings() {
    const drill = this.admin.dashboard.tab('accounts').drillDown;
    if (drill?.view !== 'settings') throw new Error('Settings is not open');
    return drill.vm;
  }

  async saveSetting(key: string, value: string): Promise<void> {
    const settings = this.settings;
    const existing = settings.settings.find((setting) => setting.setting_key === key);
    if (existing) settings.editClicked(existing);
    else settings.addClicked();
    settings.form?.changed(existing ? { value } : { key, value });
    await settings.saveClicked();
    await this.admin.pause();
  }

  async settingValue(key: string): Promise<string | null> {
    return this.settings.settings.find((setting) => setting.setting_key === key)?.setting_value ?? null;
  }

  async accountUsers(): Promise<string[]> {
    return this.admins.rows.map((member) => member.email);
  }

  async cancelAddAdmin(): Promise<void> {
    this.admins.addClosed();
  }

  async adminsNotice(): Promise<string | null> {
    return this.admins.notice;
  }
}
