import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Account, EnabledChannels } from '../../core/domain/account';
import { accountSelectionState, actingAccountId } from '../../core/domain/account-selection';
import type { StoredSession } from '../../core/domain/session';
import { displayNameOf, isAdmin, isSuperAdmin, type User } from '../../core/domain/user';
import type { ActingContext } from '../../core/ports/acting-context';
import type { ClockPort } from '../../core/ports/ClockPort';
import type { Failure, Outcome } from '../../core/use-cases/outcome';
import { AccountRefetch } from './AccountRefetch';
import { ContextWait } from './ContextWait';
import type { SessionUseCases } from './SessionUseCases';

export type SessionStatus = 'checking' | 'signed-out' | 'signed-in';

/**
 * Who is signed in, who they act as, and in which account (spec 1 §2 login, §4 account selection
 * and impersonation, §9; spec 3 §3 stored session). One store for the whole app: every screen
 * reads the acting context from here. The flows themselves are the use cases of
 * src/core/use-cases/session; this store keeps what they answered and the 5-second context wait.
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
  /** An impersonation is starting or ending: answers to calls made meanwhile may be stale. */
  identityChanging = false;
  /**
   * Why the backend stopped answering the impersonation ('Val Viewer has been deactivated: …'):
   * acting as someone ends where they end, and the banner says so until it is ended.
   */
  impersonationLapse: string | null = null;

  private readonly contextWait: ContextWait;
  private readonly accountRefetch: AccountRefetch;

  constructor(
    private readonly useCases: SessionUseCases,
    clock: ClockPort,
  ) {
    this.contextWait = new ContextWait(
      clock,
      () => ({
        signedIn: this.status === 'signed-in',
        user: this.user,
        selectionRequired: this.selectionState === 'required',
        actingAccountId: this.actingAccountId,
        accountCount: this.accounts.length,
      }),
      action((message: string) => {
        this.contextError = message;
      }),
    );
    this.accountRefetch = new AccountRefetch(useCases, clock, this);
    makeObservable<SessionStore, 'applySignedIn' | 'applyActingUser'>(this, {
      status: observable,
      session: observableRef,
      accounts: observableRef,
      selectedAccountId: observable,
      enabledChannels: observableRef,
      accountsLoading: observable,
      accountsSettled: observable,
      contextError: observable,
      busy: observable,
      identityChanging: observable,
      impersonationLapse: observable,
      user: computed,
      actingAccountId: computed,
      actingContext: computed,
      isReady: computed,
      selectionState: computed,
      isAdmin: computed,
      isSuperAdmin: computed,
      greetingName: computed,
      selectedAccount: computed,
      signOut: action,
      backendSignedOut: action,
      selectAccount: action,
      applySignedIn: action,
      applyActingUser: action,
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

  /** On page load: use the stored session unless it has expired ('Checking authentication status' meanwhile). */
  async restore(): Promise<void> {
    const restored = await this.useCases.restoreSession.execute();
    runInAction(() => {
      if (!restored.ok || !restored.value) {
        this.status = 'signed-out';
        return;
      }
      this.session = restored.value.session;
      this.selectedAccountId = restored.value.selectedAccountId;
      this.accountsSettled = false;
      this.status = 'signed-in';
    });
    if (this.status === 'signed-in') void this.afterSignIn();
  }

  /**
   * Demo sign-in: the demo identity provider signs a token for a persona or an allowed email, which
   * then takes the real path; a refusal keeps the provider's words for the login screen.
   */
  signInAsPersona(email: string): Promise<Outcome> {
    return this.signInWith(() => this.useCases.signInAsPersona.execute({ email }));
  }

  /** A credential from the identity provider: decode it (spec 1 §5), exchange it for the user. */
  async signInWithToken(idToken: unknown): Promise<boolean> {
    return (await this.signInWith(() => this.useCases.signIn.execute({ idToken }))).ok;
  }

  signOut(): void {
    this.useCases.signOut.execute();
    this.contextWait.stop();
    this.session = null;
    this.accounts = [];
    this.selectedAccountId = null;
    this.enabledChannels = {};
    this.contextError = null;
    this.impersonationLapse = null;
    this.status = 'signed-out';
  }

  /** The backend no longer knows who a call acts as (401), in its words. */
  backendSignedOut(words: string): void {
    if (this.user?.isImpersonating) this.impersonationLapse = words;
  }

  /** A regular admin picks the account to act in (spec 1 §4). */
  selectAccount(accountId: string | null): void {
    this.useCases.selectAccount.execute({ accountId });
    this.selectedAccountId = accountId;
    void this.accountRefetch.loadEnabledChannels();
    this.accountRefetch.settled('account-selected');
  }

  /**
   * Another user acts from now on (an impersonation starts or ends, spec 3): `change` answers the
   * stored session with that user; the accounts are fetched again 100 ms later (spec 1 §9).
   * Meanwhile `identityChanging` holds: the backend may already act on the new identity while the
   * page still calls as the old one, so refusals that arrive meanwhile say nothing.
   */
  async actingUserSwitched(
    change: Promise<Outcome<StoredSession>>,
    source: 'impersonation-start' | 'impersonation-end',
  ): Promise<Outcome> {
    runInAction(() => {
      this.identityChanging = true;
    });
    try {
      const outcome = await change;
      if (!outcome.ok) return outcome;
      this.applyActingUser(outcome.value);
      this.accountRefetch.soon(source);
      return { ok: true, value: undefined };
    } finally {
      runInAction(() => {
        this.identityChanging = false;
      });
    }
  }

  dispose(): void {
    this.contextWait.stop();
  }

  private async signInWith(signIn: () => Promise<Outcome<StoredSession>>): Promise<Outcome> {
    runInAction(() => {
      this.busy = true;
    });
    try {
      const outcome = await signIn();
      if (!outcome.ok) return failSignIn(outcome);
      this.applySignedIn(outcome.value);
      await this.afterSignIn();
      return { ok: true, value: undefined };
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private applySignedIn(session: StoredSession): void {
    // The selected account is cleared on login (spec 1 §4).
    this.selectedAccountId = null;
    this.accounts = [];
    this.accountsSettled = false;
    this.session = session;
    this.status = 'signed-in';
  }

  private applyActingUser(session: StoredSession): void {
    this.impersonationLapse = null;
    this.session = session;
    this.enabledChannels = session.user.enabledChannels;
  }

  private async afterSignIn(): Promise<void> {
    this.contextWait.start();
    runInAction(() => {
      this.enabledChannels = this.user?.enabledChannels ?? {};
    });
    await this.accountRefetch.now('login');
  }
}

function failSignIn(failure: Failure): Failure {
  // Spec 1 §2: a failed sign-in is logged; only the demo's login screen shows why (LoginViewModel).
  console.error('Login Failed', failure.message);
  return failure;
}
