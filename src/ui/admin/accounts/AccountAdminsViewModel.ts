import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { adminCandidates, matchesAccountUserSearch } from '../../../core/domain/admin/account-admin-rules';
import type { AccountUser, AdminAccount, AdminUser } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import type { AdminDeps } from '../AdminDeps';
import { failureText, loadDelay } from '../common/admin-helpers';
import { Confirmation } from '../common/Confirmation';

/** Account Admins of one account (spec 3 §2 drill-down, §4, §5, §8). */
export class AccountAdminsViewModel {
  members: AccountUser[] = [];
  allUsers: AdminUser[] = [];
  loading = false;
  loadError: string | null = null;
  search = '';
  /** The Add Admin modal. */
  adding = false;
  selectedUserId = '';
  addError: string | null = null;
  /** The Add Admin modal's users are on their way: the picker waits for them. */
  usersLoading = false;
  /** Success of an add, or the system error after a wrong answer. */
  notice: string | null = null;
  error: string | null = null;
  readonly removal = new Confirmation<AccountUser>();

  constructor(
    private readonly deps: AdminDeps,
    readonly account: AdminAccount,
  ) {
    makeObservable(this, {
      members: observableRef,
      allUsers: observableRef,
      loading: observable,
      loadError: observable,
      search: observable,
      adding: observable,
      selectedUserId: observable,
      addError: observable,
      usersLoading: observable,
      notice: observable,
      error: observable,
      rows: computed,
      candidates: computed,
      searchTyped: action,
      addClicked: action,
      addClosed: action,
      userSelected: action,
    });
  }

  get rows(): AccountUser[] {
    return this.members.filter((member) => matchesAccountUserSearch(member, this.search));
  }

  /** Admin-role users not on the account, one per email (spec 3 §5). */
  get candidates(): AdminUser[] {
    return adminCandidates(this.allUsers, this.members);
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
      this.loadError = null;
    });
    await loadDelay(this.deps.clock);
    const loaded = await this.deps.useCases.loadAccountUsers.execute({
      userId: this.deps.actor.userId,
      accountId: this.account.id,
    });
    runInAction(() => {
      this.loading = false;
      if (loaded.ok) this.members = loaded.value;
      else this.loadError = ADMIN_TEXTS.accountUsersLoadFailed;
    });
  }

  searchTyped(text: string): void {
    this.search = text;
  }

  async addClicked(): Promise<void> {
    this.adding = true;
    this.selectedUserId = '';
    this.addError = null;
    this.usersLoading = true;
    const users = await this.deps.useCases.loadUsers.execute({ userId: this.deps.actor.userId });
    runInAction(() => {
      this.usersLoading = false;
      if (users.ok) this.allUsers = users.value;
      else this.addError = ADMIN_TEXTS.availableUsersLoadFailed;
    });
  }

  addClosed(): void {
    this.adding = false;
  }

  userSelected(userId: string): void {
    this.selectedUserId = userId;
  }

  async addConfirmed(): Promise<boolean> {
    runInAction(() => {
      this.addError = null;
      this.notice = null;
    });
    const outcome = await this.deps.useCases.addAccountAdmin.execute({
      userId: this.deps.actor.userId,
      accountId: this.account.id,
      targetUserId: this.selectedUserId || null,
    });
    if (!outcome.ok && outcome.kind === 'not-allowed') {
      runInAction(() => {
        this.addError = outcome.message;
      });
      return false;
    }
    runInAction(() => {
      this.adding = false;
      this.notice = outcome.ok ? outcome.value.message : null;
      this.error = outcome.ok ? null : outcome.message;
    });
    void this.load();
    return outcome.ok;
  }

  async removeConfirmed(): Promise<void> {
    const member = this.removal.take();
    if (!member) return;
    const outcome = await this.deps.useCases.removeAccountUser.execute({
      userId: this.deps.actor.userId,
      accountId: this.account.id,
      targetUserId: member.user_id,
    });
    runInAction(() => {
      this.error = outcome.ok ? null : failureText('Failed to remove user: ', outcome);
    });
    if (outcome.ok) void this.load();
  }
}
