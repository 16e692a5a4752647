import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { AdminAccount, AllowedUser, Role } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { ADMIN_ROLE_NAME, rolesOfferedTo } from '../../../core/domain/admin/user-rules';
import type { AdminDeps } from '../AdminDeps';
import { failureText, loadDelay } from '../common/admin-helpers';
import { Confirmation } from '../common/Confirmation';
import type { FormField } from '../common/form-field';
import { SortedColumns } from '../common/SortedColumns';

export type AllowedColumn = 'email' | 'role' | 'account' | 'added';

/** The Add User modal of the allowed list. */
export class AllowedUserForm {
  email = '';
  roleId = '';
  accountId = '';
  error: string | null = null;
  saving = false;

  constructor() {
    makeObservable(this, {
      changed: action,
      email: observable,
      roleId: observable,
      accountId: observable,
      error: observable,
      saving: observable,
    });
  }

  /** The user edited fields of the form. */
  changed(patch: Partial<Pick<AllowedUserForm, FormField<AllowedUserForm>>>): void {
    Object.assign(this, patch);
  }
}

/** The Allowed Users tab (spec 3 §2, §5, §8). */
export class AllowedUsersTabViewModel {
  entries: AllowedUser[] = [];
  roles: Role[] = [];
  accounts: AdminAccount[] = [];
  loading = false;
  loadError: string | null = null;
  error: string | null = null;
  form: AllowedUserForm | null = null;
  readonly removal = new Confirmation<AllowedUser>();
  readonly table = new SortedColumns<AllowedUser, AllowedColumn>(
    {
      email: { label: 'Email', kind: 'text', read: (u) => u.email },
      role: { label: 'Initial Role', kind: 'text', read: (u) => u.initial_role_name },
      account: { label: 'Initial Account', kind: 'text', read: (u) => u.initial_account_name },
      added: { label: 'Added On', kind: 'date', read: (u) => u.created_at },
    },
    { column: 'email', direction: 'asc' },
  );

  constructor(private readonly deps: AdminDeps) {
    makeObservable(this, {
      entries: observableRef,
      roles: observableRef,
      accounts: observableRef,
      loading: observable,
      loadError: observable,
      error: observable,
      form: observableRef,
      rows: computed,
      roleOptions: computed,
      showsAdminNote: computed,
    });
  }

  get rows(): AllowedUser[] {
    return this.table.apply(this.entries);
  }

  /** The Super Admin role is offered only to super admins (read from the stored session). */
  get roleOptions(): Role[] {
    return rolesOfferedTo(this.roles, this.deps.actor.isSuperAdmin);
  }

  get showsAdminNote(): boolean {
    const form = this.form;
    return !!form && this.roles.find((role) => role.id === form.roleId)?.name === ADMIN_ROLE_NAME;
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
      this.loadError = null;
    });
    await loadDelay(this.deps.clock);
    const userId = this.deps.actor.userId;
    const [entries, roles, accounts] = await Promise.all([
      this.deps.useCases.loadAllowedUsers.execute({ userId }),
      this.deps.useCases.loadRoles.execute({ userId }),
      this.deps.useCases.loadAccounts.execute({ userId }),
    ]);
    runInAction(() => {
      this.loading = false;
      if (entries.ok) this.entries = entries.value;
      else this.loadError = ADMIN_TEXTS.allowedLoadFailed;
      if (roles.ok) this.roles = roles.value;
      if (accounts.ok) this.accounts = accounts.value;
    });
  }

  addClicked(): void {
    runInAction(() => {
      this.form = new AllowedUserForm();
    });
  }

  formClosed(): void {
    runInAction(() => {
      this.form = null;
    });
  }

  async saveClicked(): Promise<boolean> {
    const form = this.form;
    if (!form) return false;
    runInAction(() => {
      form.saving = true;
      form.error = null;
    });
    const outcome = await this.deps.useCases.allowUser.execute({
      userId: this.deps.actor.userId,
      actorIsSuperAdmin: this.deps.actor.isSuperAdmin,
      email: form.email,
      role: this.roles.find((role) => role.id === form.roleId) ?? null,
      accountId: form.accountId || null,
    });
    runInAction(() => {
      form.saving = false;
      if (outcome.ok) this.form = null;
      else form.error = failureText(ADMIN_TEXTS.addAllowedFailed, outcome);
    });
    if (outcome.ok) void this.load();
    return outcome.ok;
  }

  async removeConfirmed(): Promise<void> {
    const entry = this.removal.take();
    if (!entry) return;
    const outcome = await this.deps.useCases.removeAllowedUser.execute({
      userId: this.deps.actor.userId,
      allowedUserId: entry.id,
    });
    runInAction(() => {
      this.error = outcome.ok ? null : failureText(ADMIN_TEXTS.removeAllowedFailed, outcome);
    });
    if (outcome.ok) void this.load();
  }
}
