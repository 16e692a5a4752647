import type { AccountSetting } from '../../../src/core/domain/admin/entities';
import type { ViewModelAdmin } from './ViewModelAdmin';

/** The Accounts tab and its drill-downs through their view models, on the open dashboard. */
export class ViewModelAdminAccounts {
  constructor(readonly admin: ViewModelAdmin) {}

  get tab() {
    return this.admin.dashboard.tab('accounts');
  }

  account(name: string) {
    const account = this.tab.accounts.collection.list.all.find((candidate) => candidate.name === name);
    if (!account) throw new Error(`No account ${name}`);
    return account;
  }

  get admins() {
    const drill = this.tab.drillDown;
    if (drill?.view !== 'admins') throw new Error('Account Admins is not open');
    return drill.section;
  }

  get settings() {
    const drill = this.tab.drillDown;
    if (drill?.view !== 'settings') throw new Error('Settings is not open');
    return drill.section;
  }

  setting(key: string): AccountSetting | undefined {
    return this.settings.collection.rows.find((setting) => setting.key === key);
  }
}
