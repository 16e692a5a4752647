import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Account, EnabledChannels } from '../../core/domain/account';
import {
  accountFetchSkipReason,
  accountSelectionState,
  actingAccountId,
  keepSelectionIfAvailable,
} from '../../core/domain/account-selection';
import { errorMessage } from '../../core/domain/errors';
import { decodeLoginToken } from '../../core/domain/login-token';
import {
  ACCOUNTS_LOADED_EVENT_DELAY_MS,
  CONTEXT_WAIT_MESSAGE,
  CONTEXT_WAIT_MS,
  IMPERSONATION_REFETCH_DELAY_MS,
  isSessionExpired,
  type StoredSession,
  startSession,
  withActingUser,
} from '../../core/domain/session';
import { displayNameOf, isAdmin, isRegularAdmin, isSuperAdmin, type User } from '../../core/domain/user';
import type { AppEventsPort } from '../../core/ports/AppEventsPort';
import type { AuthPort } from '../../core/ports/AuthPort';
import type { ActingContext } from '../../core/ports/acting-context';
import type { ClockPort, TimerHandle } from '../../core/ports/ClockPort';
import type { StoragePort } from '../../core/ports/StoragePort';

export type SessionStatus = 'checking' | 'signed-out' | 'signed-in';

/**
 * Who is signed in, who they act as, and in which account (spec 1 §2 login, §4 account selection
 * and impersonation, §9; spec 3 §3 stored session). One store for the whole app: every screen
 * reads the acting context from here.
 */
export class SessionStore {
  status: SessionStatus = 'checking';
  session: StoredSession | null = null;
  accounts: Account[] = [];
  selectedAccountId: string | null = null;
  enabledChannels: EnabledChannels = {};
  accountsLoading = false;
  /** False from sign-in (or page load) until the first account refetch has settled. */
  accountsSettled = false;
  /** Set when user or account context is still missing after the 5-second wait. */
  contextError: string | null = null;
  busy = false;

  private contextTimer: TimerHandle | null = null;

  constructor(
    private readonly auth: AuthPort,
    private readonly storage: StoragePort,
    private readonly events: AppEventsPort,
    private readonly clock: ClockPort,
  ) {
    makeObservable<SessionStore, 'applySignedIn'>(this, {
      status: observable,
      session: observableRef,
      accounts: observableRef,
      selectedAccountId: observable,
      enabledChannels: observableRef,
      accountsLoading: observable,
      accountsSettled: observable,
      contextError: observable,
      busy: observable,
      user: computed,
      actingAccountId: computed,
      actingContext: computed,
      isReady: computed,
      selectionState: computed,
      isAdmin: computed,
      isSuperAdmin: computed,
      greetingName: computed,
      selectedAccount: computed,
      restore: action,
      signOut: action,
      selectAccount: action,
      applySignedIn: action,
    });
  }

  get user(): User | null {
    return this.session?.user ?? null;
  }

  get actingAccountId(): string | null {
    return actingAccountId(this.user, this.selectedAccountId);
  }

  /** The user id and account every backend call carries; null before sign-in. */
  get actingContext(): ActingContext | null {
    return this.user ? { userId: this.user.userId, accountId: this.actingAccountId } : null;
  }

  /** Ready to work: signed in and acting in an account (spec 1 §4). */
  get isReady(): boolean {
    return this.status === 'signed-in' && this.actingAccountId !== null;
  }

  get selectionState() {
    return this.user ? accountSelectionState(this.user, this.selectedAccountId) : 'not-required';
  }

  get isAdmin(): boolean {
    return this.user ? isAdmin(this.user) : false;
  }

  get isSuperAdmin(): boolean {
    return this.user ? isSuperAdmin(this.user) : false;
  }

  get greetingName(): string {
    return this.user ? displayNameOf(this.user) : '';
  }

  get selectedAccount(): Account | null {
    return this.accounts.find((a) => a.id === this.selectedAccountId) ?? null;
  }

  /** On page load: use the stored session unless it has expired ('Checking authentication status'). */
  restore(): void {
    this.storage.countPageLoad();
    const stored = this.storage.loadSession();
    if (!stored || isSessionExpired(stored, this.clock.now())) {
      if (stored) this.storage.clearSession();
      this.status = 'signed-out';
      return;
    }
    this.session = stored;
    this.selectedAccountId = this.storage.loadSelectedAccountId();
    this.accountsSettled = false;
    this.status = 'signed-in';
    void this.afterSignIn();
  }

  /** Demo identity provider: personas to choose from. */
  listDemoPersonas() {
    return this.auth.listDemoPersonas();
  }

  /** Demo sign-in: the demo identity provider signs a token for the persona, which then takes the real path. */
  async signInAsPersona(email: string): Promise<boolean> {
    try {
      const token = await this.auth.requestDemoToken(email);
      return await this.signInWithToken(token);
    } catch (error) {
      return this.failSignIn(error);
    }
  }

  /** A credential from the identity provider: decode it (spec 1 §5), exchange it for the user. */
  async signInWithToken(idToken: unknown): Promise<boolean> {
    runInAction(() => {
      this.busy = true;
    });
    try {
      decodeLoginToken(idToken);
      const user = await this.auth.signIn(idToken as string);
      this.applySignedIn(startSession(user, idToken as string, this.clock.now()));
      await this.afterSignIn();
      return true;
    } catch (error) {
      return this.failSignIn(error);
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  signOut(): void {
    this.storage.clearSession();
    this.storage.saveSelectedAccountId(null);
    this.clearContextTimer();
    this.session = null;
    this.accounts = [];
    this.selectedAccountId = null;
    this.enabledChannels = {};
    this.contextError = null;
    this.status = 'signed-out';
  }

  /** A regular admin picks the account to act in (spec 1 §4). */
  selectAccount(accountId: string | null): void {
    this.selectedAccountId = accountId;
    this.storage.saveSelectedAccountId(accountId);
    void this.loadEnabledChannels();
    this.emitAccountsLoaded('account-selected');
  }

  /** A super admin starts acting as another user (spec 3 "Impersonation"). */
  async startImpersonation(targetUserId: string): Promise<void> {
    const session = this.session;
    if (!session) return;
    const target = await this.auth.impersonate(targetUserId, session.user.userId);
    this.replaceActingUser(session, target);
    this.clock.setTimeout(
      () => void this.refetchAccounts('impersonation-start'),
      IMPERSONATION_REFETCH_DELAY_MS,
    );
  }

  /** Restores the original user; throws 'You are not currently impersonating anyone.' when not impersonating. */
  async endImpersonation(): Promise<void> {
    const session = this.session;
    const originalId = session?.user.impersonatedBy;
    if (!session?.user.isImpersonating || !originalId) {
      throw new Error('You are not currently impersonating anyone.');
    }
    const original = await this.auth.endImpersonation(originalId);
    this.replaceActingUser(session, original);
    this.clock.setTimeout(
      () => void this.refetchAccounts('impersonation-end'),
      IMPERSONATION_REFETCH_DELAY_MS,
    );
  }

  dispose(): void {
    this.clearContextTimer();
  }

  private applySignedIn(session: StoredSession): void {
    this.storage.saveSession(session);
    // The selected account is cleared on login (spec 1 §4).
    this.storage.saveSelectedAccountId(null);
    this.selectedAccountId = null;
    this.accounts = [];
    this.accountsSettled = false;
    this.session = session;
    this.status = 'signed-in';
  }

  private replaceActingUser(session: StoredSession, user: User): void {
    const next = withActingUser(session, user);
    this.storage.saveSession(next);
    runInAction(() => {
      this.session = next;
      this.enabledChannels = user.enabledChannels;
    });
  }

  private async afterSignIn(): Promise<void> {
    this.startContextWait();
    runInAction(() => {
      this.enabledChannels = this.user?.enabledChannels ?? {};
    });
    await this.refetchAccounts('login');
  }

  /** Accounts are refetched on login and around impersonation; only regular admins fetch them. */
  private async refetchAccounts(source: string): Promise<void> {
    const user = this.user;
    const skip = accountFetchSkipReason(user, this.accountsLoading);
    if (skip || !user) {
      if (skip) console.debug(skip);
      runInAction(() => {
        this.accounts = user && !isRegularAdmin(user) ? user.accounts : [];
      });
      this.emitAccountsLoaded(source);
      void this.loadEnabledChannels();
      return;
    }
    runInAction(() => {
      this.accountsLoading = true;
    });
    try {
      const accounts = await this.auth.fetchAccounts(user.userId);
      runInAction(() => {
        this.accounts = accounts;
        this.selectedAccountId = keepSelectionIfAvailable(this.selectedAccountId, accounts);
        this.storage.saveSelectedAccountId(this.selectedAccountId);
      });
    } catch (error) {
      // Logged; chat history loading is unblocked all the same (spec 1 §8).
      console.error('Failed to fetch accounts', error);
    } finally {
      runInAction(() => {
        this.accountsLoading = false;
      });
    }
    this.emitAccountsLoaded(source);
    void this.loadEnabledChannels();
  }

  private async loadEnabledChannels(): Promise<void> {
    const user = this.user;
    const accountId = this.actingAccountId;
    if (!user || !accountId) return;
    try {
      const channels = await this.auth.fetchEnabledChannels(accountId, user.userId);
      runInAction(() => {
        if (this.actingAccountId === accountId) this.enabledChannels = channels;
      });
    } catch {
      // Falls back to the user's own enabled channels (spec 1 §7).
      runInAction(() => {
        this.enabledChannels = user.enabledChannels;
      });
    }
  }

  private emitAccountsLoaded(source: string): void {
    runInAction(() => {
      this.accountsSettled = true;
    });
    this.clock.setTimeout(() => {
      this.events.emit('accountsLoaded', {
        selectedAccountId: this.selectedAccountId,
        accounts: this.accounts.map(({ id, name }) => ({ id, name })),
        timestamp: this.clock.now(),
        source,
      });
    }, ACCOUNTS_LOADED_EVENT_DELAY_MS);
  }

  /** After 5 s without a user or, for users who need none to be chosen, an account: give up with the spec's text. */
  private startContextWait(): void {
    this.clearContextTimer();
    this.contextTimer = this.clock.setTimeout(() => {
      runInAction(() => {
        const user = this.user;
        const missingAccount = user && this.selectionState !== 'required' && this.actingAccountId === null;
        const adminWithoutAccounts = user && isRegularAdmin(user) && this.accounts.length === 0;
        if (this.status === 'signed-in' && (!user || missingAccount || adminWithoutAccounts)) {
          this.contextError = CONTEXT_WAIT_MESSAGE;
        }
      });
    }, CONTEXT_WAIT_MS);
  }

  private clearContextTimer(): void {
    if (this.contextTimer !== null) this.clock.clearTimeout(this.contextTimer);
    this.contextTimer = null;
  }

  private failSignIn(error: unknown): false {
    // Spec 1 §2: a failed sign-in is only logged.
    console.error('Login Failed', errorMessage(error));
    runInAction(() => {
      this.busy = false;
    });
    return false;
  }
}
