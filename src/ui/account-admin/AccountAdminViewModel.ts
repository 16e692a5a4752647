import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { AdminAccount } from '../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../core/domain/admin/texts';
import type { AdminDeps } from '../admin/AdminDeps';
import { accountSettingsSection } from '../admin/accounts/account-settings.resource';
import { accountMembersSection } from './account-members.resource';

export type AccountAdminView = 'users' | 'settings';

export type AccountAdminSection =
  | { view: 'users'; section: ReturnType<typeof accountMembersSection> }
  | { view: 'settings'; section: ReturnType<typeof accountSettingsSection> };

/**
 * An account admin's own administration (spec 3 §6 "Manage users and settings of own account"):
 * the accounts they administer, and one account's users or settings. The backend scopes every
 * call to those accounts; this screen offers nothing else.
 */
export class AccountAdminViewModel {
  accounts: AdminAccount[] = [];
  loading = true;
  loadError: string | null = null;
  selectedAccountId: string | null = null;
  view: AccountAdminView = 'users';
  open: AccountAdminSection | null = null;

  constructor(private readonly deps: AdminDeps) {
    makeObservable(this, {
      accounts: observableRef,
      loading: observable,
      loadError: observable,
      selectedAccountId: observable,
      view: observable,
      open: observableRef,
      selectedAccount: computed,
      accountChosen: action,
      viewChosen: action,
    });
  }

  get selectedAccount(): AdminAccount | null {
    return this.accounts.find((account) => account.id === this.selectedAccountId) ?? null;
  }

  /** The accounts this user administers; the first one opens on its users. */
  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
      this.loadError = null;
    });
    const loaded = await this.deps.useCases.calls.execute('listManagedAccounts', this.deps.actor.userId);
    runInAction(() => {
      this.loading = false;
      if (!loaded.ok) {
        this.loadError = ADMIN_TEXTS.accountsLoadFailed;
        return;
      }
      this.accounts = loaded.value;
      const kept = this.accounts.some((account) => account.id === this.selectedAccountId);
      this.accountChosen(kept ? this.selectedAccountId : (this.accounts[0]?.id ?? null));
    });
  }

  accountChosen(accountId: string | null): void {
    this.selectedAccountId = accountId;
    this.show();
  }

  viewChosen(view: AccountAdminView): void {
    this.view = view;
    this.show();
  }

  private show(): void {
    const account = this.selectedAccount;
    this.open?.section.collection.dispose();
    if (!account) {
      this.open = null;
      return;
    }
    this.open =
      this.view === 'users'
        ? { view: 'users', section: accountMembersSection(this.deps, account) }
        : { view: 'settings', section: accountSettingsSection(this.deps, account) };
    void this.open.section.collection.load();
  }
}
