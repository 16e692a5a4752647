import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { AdminAccount, AdminUser, Role } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { ADMIN_ROLE_NAME, accountsForRole, rolesOfferedTo } from '../../../core/domain/admin/user-rules';
import type { AdminDeps } from '../AdminDeps';
import { failureText } from '../common/admin-helpers';

/** 'Edit User Role & Account Assignments' (spec 3 §2, §4, §5): kept open with its error when a save fails. */
export class UserEditorViewModel {
  roleId: string | null;
  accountIds: string[];
  isDeleted: boolean;
  error: string | null = null;
  saving = false;

  constructor(
    private readonly deps: AdminDeps,
    readonly user: AdminUser,
    private readonly roles: readonly Role[],
    readonly accounts: readonly AdminAccount[],
    private readonly onSaved: () => void,
  ) {
    this.roleId = roles.some((role) => role.id === user.role_id) ? user.role_id : null;
    this.accountIds = user.accounts.map((account) => account.id);
    this.isDeleted = user.is_deleted;
    makeObservable(this, {
      roleId: observable,
      accountIds: observableRef,
      isDeleted: observable,
      error: observable,
      saving: observable,
      roleOptions: computed,
      isAdminRole: computed,
      roleChosen: action,
      accountToggled: action,
      accountChosen: action,
      statusChosen: action,
    });
  }

  /** Non-super admins do not see the Super Admin role (spec 3 §5). */
  get roleOptions(): Role[] {
    return rolesOfferedTo(this.roles, this.deps.actor.isSuperAdmin);
  }

  /** Admin holds several accounts (checkboxes); any other role one (a select). */
  get isAdminRole(): boolean {
    return this.roles.find((role) => role.id === this.roleId)?.name === ADMIN_ROLE_NAME;
  }

  roleChosen(roleId: string): void {
    this.roleId = roleId || null;
    const name = this.roles.find((role) => role.id === roleId)?.name ?? '';
    this.accountIds = accountsForRole(name, this.accountIds);
  }

  accountToggled(accountId: string, checked: boolean): void {
    const others = this.accountIds.filter((id) => id !== accountId);
    this.accountIds = checked ? [...others, accountId] : others;
  }

  accountChosen(accountId: string): void {
    this.accountIds = accountId ? [accountId] : [];
  }

  statusChosen(status: 'active' | 'inactive'): void {
    this.isDeleted = status === 'inactive';
  }

  async saveClicked(): Promise<boolean> {
    runInAction(() => {
      this.saving = true;
      this.error = null;
    });
    const outcome = await this.deps.useCases.saveUserAssignment.execute({
      userId: this.deps.actor.userId,
      actorIsSuperAdmin: this.deps.actor.isSuperAdmin,
      user: this.user,
      roles: this.roles,
      roleId: this.roleId,
      accountIds: this.accountIds,
      isDeleted: this.isDeleted,
    });
    runInAction(() => {
      this.saving = false;
      if (!outcome.ok) {
        // A rule's words as they are; anything the server refused: the spec's generic text.
        this.error = outcome.kind === 'not-allowed' ? outcome.message : ADMIN_TEXTS.userUpdateFailed;
        if (outcome.kind === 'refused') this.error = failureText('', outcome);
      }
    });
    if (outcome.ok) this.onSaved();
    return outcome.ok;
  }
}
