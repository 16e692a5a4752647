import { action, makeObservable, observableRef } from 'mobx';
import type { AdminAccount } from '../../../core/domain/admin/entities';
import type { AdminDeps } from '../AdminDeps';
import { accountAdminsSection } from './account-admins.resource';
import { accountSettingsSection } from './account-settings.resource';
import { accountsSection } from './accounts.resource';

export type AccountDrillDown =
  | { view: 'admins'; account: AdminAccount; section: ReturnType<typeof accountAdminsSection> }
  | { view: 'settings'; account: AdminAccount; section: ReturnType<typeof accountSettingsSection> };

/** The Accounts tab (spec 3 §2): the accounts, and a drill-down to one account's admins or settings. */
export class AccountsTabViewModel {
  readonly accounts: ReturnType<typeof accountsSection>;
  drillDown: AccountDrillDown | null = null;

  constructor(private readonly deps: AdminDeps) {
    this.accounts = accountsSection(deps, {
      adminsPressed: (account) => this.adminsPressed(account),
      settingsPressed: (account) => this.settingsPressed(account),
    });
    makeObservable(this, {
      drillDown: observableRef,
      adminsPressed: action,
      settingsPressed: action,
      backToAccountsPressed: action,
    });
  }

  load(): Promise<void> {
    return this.accounts.collection.load();
  }

  adminsPressed(account: AdminAccount): void {
    const section = accountAdminsSection(this.deps, account);
    this.drillDown = { view: 'admins', account, section };
    void section.collection.load();
  }

  settingsPressed(account: AdminAccount): void {
    const section = accountSettingsSection(this.deps, account);
    this.drillDown = { view: 'settings', account, section };
    void section.collection.load();
  }

  backToAccountsPressed(): void {
    this.drillDown = null;
  }
}
