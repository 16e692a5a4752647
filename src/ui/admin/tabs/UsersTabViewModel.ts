import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { AdminAccount, AdminUser, Role } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { isSuperAdminRow, matchesUserSearch } from '../../../core/domain/admin/user-rules';
import type { TimerHandle } from '../../../core/ports/ClockPort';
import type { AdminDeps } from '../AdminDeps';
import { loadDelay } from '../common/admin-helpers';
import { SortedColumns } from '../common/SortedColumns';
import { UserEditorViewModel } from './UserEditorViewModel';

/** Spec 3 §9: typing in the search waits 300 ms before it applies. */
export const USER_SEARCH_DEBOUNCE_MS = 300;
/** Rows rendered at first; 'Show more' adds as many again, so 5,000 users stay quick. */
export const USER_PAGE_SIZE = 100;

export type UserColumn = 'email' | 'display_name' | 'role' | 'account' | 'last_login' | 'status';

/** The Users tab (spec 3 §2 User Management): search, sort, edit, impersonate. */
export class UsersTabViewModel {
  users: AdminUser[] = [];
  roles: Role[] = [];
  accounts: AdminAccount[] = [];
  loading = false;
  loadError: string | null = null;
  searchInput = '';
  appliedSearch = '';
  shownCount = USER_PAGE_SIZE;
  editor: UserEditorViewModel | null = null;
  impersonationError: string | null = null;
  readonly table = new SortedColumns<AdminUser, UserColumn>(
    {
      email: { label: 'Email', kind: 'text', read: (u) => u.email },
      display_name: { label: 'Display Name', kind: 'text', read: (u) => u.display_name },
      role: { label: 'Role', kind: 'text', read: (u) => u.role_name },
      account: { label: 'Account', kind: 'text', read: (u) => u.accounts.map((a) => a.name).join(', ') },
      last_login: { label: 'Last Login', kind: 'date', read: (u) => u.last_login },
      status: { label: 'Status', kind: 'text', read: (u) => (u.is_deleted ? 'Inactive' : 'Active') },
    },
    { column: 'last_login', direction: 'desc' },
  );
  private searchTimer: TimerHandle | null = null;

  constructor(private readonly deps: AdminDeps) {
    makeObservable(this, {
      users: observableRef,
      roles: observableRef,
      accounts: observableRef,
      loading: observable,
      loadError: observable,
      searchInput: observable,
      appliedSearch: observable,
      shownCount: observable,
      editor: observableRef,
      impersonationError: observable,
      sortedUsers: computed,
      matchingRows: computed,
      rows: computed,
      searchTyped: action,
      searchSubmitted: action,
      showMoreClicked: action,
      editClicked: action,
      editorClosed: action,
    });
  }

  /** Every user, sorted by the table's column: a search then only filters, keeping the order. */
  get sortedUsers(): AdminUser[] {
    return this.table.apply(this.users);
  }

  /** Every user matching the applied search, in the table's order. */
  get matchingRows(): AdminUser[] {
    const query = this.appliedSearch;
    return query.trim()
      ? this.sortedUsers.filter((user) => matchesUserSearch(user, query))
      : this.sortedUsers;
  }

  /** The rows on screen: the first `shownCount` of the matches. */
  get rows(): AdminUser[] {
    return this.matchingRows.slice(0, this.shownCount);
  }

  get hasMore(): boolean {
    return this.matchingRows.length > this.shownCount;
  }

  /** Super Admins cannot be impersonated; nobody impersonates themselves. */
  mayImpersonate(user: AdminUser): boolean {
    return !isSuperAdminRow(user) && user.id !== this.deps.actor.userId && !user.is_deleted;
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
      this.loadError = null;
    });
    await loadDelay(this.deps.clock);
    const userId = this.deps.actor.userId;
    const [users, roles, accounts] = await Promise.all([
      this.deps.useCases.loadUsers.execute({ userId }),
      this.deps.useCases.loadRoles.execute({ userId }),
      this.deps.useCases.loadAccounts.execute({ userId }),
    ]);
    // The editor's roles and accounts failing is only logged (spec 3 §8).
    if (!roles.ok) console.error('Failed to load roles', roles.message);
    if (!accounts.ok) console.error('Failed to load accounts', accounts.message);
    runInAction(() => {
      this.loading = false;
      if (users.ok) this.users = users.value;
      else this.loadError = ADMIN_TEXTS.usersLoadFailed;
      if (roles.ok) this.roles = roles.value;
      if (accounts.ok) this.accounts = accounts.value;
    });
  }

  searchTyped(text: string): void {
    this.searchInput = text;
    if (this.searchTimer !== null) this.deps.clock.clearTimeout(this.searchTimer);
    this.searchTimer = this.deps.clock.setTimeout(() => this.searchSubmitted(), USER_SEARCH_DEBOUNCE_MS);
  }

  /** Enter or the search button: applies at once. */
  searchSubmitted(): void {
    if (this.searchTimer !== null) this.deps.clock.clearTimeout(this.searchTimer);
    this.searchTimer = null;
    this.appliedSearch = this.searchInput;
    this.shownCount = USER_PAGE_SIZE;
  }

  showMoreClicked(): void {
    this.shownCount += USER_PAGE_SIZE;
  }

  editClicked(user: AdminUser): void {
    this.editor = new UserEditorViewModel(this.deps, user, this.roles, this.accounts, () => {
      runInAction(() => {
        this.editor = null;
      });
      void this.load();
    });
  }

  editorClosed(): void {
    this.editor = null;
  }

  /** Starts impersonating; true when it worked (the page then goes to the chat). */
  async impersonateClicked(user: AdminUser): Promise<boolean> {
    runInAction(() => {
      this.impersonationError = null;
    });
    const started = await this.deps.actor.startImpersonation(user.id);
    if (!started.ok)
      runInAction(() => {
        this.impersonationError = `${ADMIN_TEXTS.impersonateFailed}${started.message}`;
      });
    return started.ok;
  }
}
