import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { AdminAccount } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import type { AdminDeps } from '../AdminDeps';
import { failureText, loadDelay } from '../common/admin-helpers';
import type { FormField } from '../common/form-field';
import { AccountAdminsViewModel } from './AccountAdminsViewModel';
import { AccountSettingsViewModel } from './AccountSettingsViewModel';

/** The account modal: name required; a new account is active (spec 3 §4, §5). */
export class AccountForm {
  name: string;
  description: string;
  status: 'active' | 'inactive';
  error: string | null = null;
  saving = false;

  constructor(readonly existing: AdminAccount | null) {
    this.name = existing?.name ?? '';
    this.description = existing?.description ?? '';
    this.status = existing?.status ?? 'active';
    makeObservable(this, {
      changed: action,
      name: observable,
      description: observable,
      status: observable,
      error: observable,
      saving: observable,
    });
  }

  /** The user edited fields of the form. */
  changed(patch: Partial<Pick<AccountForm, FormField<AccountForm>>>): void {
    Object.assign(this, patch);
  }

  get title(): string {
    return this.existing ? 'Edit Account' : 'Add Account';
  }
}

export type AccountDrillDown =
  | { view: 'admins'; account: AdminAccount; vm: AccountAdminsViewModel }
  | { view: 'settings'; account: AdminAccount; vm: AccountSettingsViewModel };

/** The Accounts tab (spec 3 §2): the table, the add/edit modal and the per-account drill-down. */
export class AccountsTabViewModel {
  accounts: AdminAccount[] = [];
  loading = false;
  loadError: string | null = null;
  form: AccountForm | null = null;
  drillDown: AccountDrillDown | null = null;

  constructor(private readonly deps: AdminDeps) {
    makeObservable(this, {
      accounts: observableRef,
      loading: observable,
      loadError: observable,
      form: observableRef,
      drillDown: observableRef,
      rows: computed,
      addClicked: action,
      editClicked: action,
      formClosed: action,
      adminsClicked: action,
      settingsClicked: action,
      backToAccountsClicked: action,
    });
  }

  get rows(): AdminAccount[] {
    return [...this.accounts].sort((a, b) => a.name.localeCompare(b.name));
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
      this.loadError = null;
    });
    await loadDelay(this.deps.clock);
    const loaded = await this.deps.useCases.loadAccounts.execute({ userId: this.deps.actor.userId });
    runInAction(() => {
      this.loading = false;
      if (loaded.ok) this.accounts = loaded.value;
      else this.loadError = ADMIN_TEXTS.accountsLoadFailed;
    });
  }

  addClicked(): void {
    this.form = new AccountForm(null);
  }

  editClicked(account: AdminAccount): void {
    this.form = new AccountForm(account);
  }

  formClosed(): void {
    this.form = null;
  }

  async saveClicked(): Promise<boolean> {
    const form = this.form;
    if (!form) return false;
    runInAction(() => {
      form.saving = true;
      form.error = null;
    });
    const outcome = await this.deps.useCases.saveAccount.execute({
      userId: this.deps.actor.userId,
      accountId: form.existing?.id ?? null,
      draft: { name: form.name, description: form.description, status: form.status },
    });
    runInAction(() => {
      form.saving = false;
      if (outcome.ok) this.form = null;
      else form.error = failureText(ADMIN_TEXTS.saveAccountFailed, outcome);
    });
    if (outcome.ok) void this.load();
    return outcome.ok;
  }

  adminsClicked(account: AdminAccount): void {
    const vm = new AccountAdminsViewModel(this.deps, account);
    this.drillDown = { view: 'admins', account, vm };
    void vm.load();
  }

  settingsClicked(account: AdminAccount): void {
    const vm = new AccountSettingsViewModel(this.deps, account);
    this.drillDown = { view: 'settings', account, vm };
    void vm.load();
  }

  backToAccountsClicked(): void {
    this.drillDown = null;
  }
}
