import { runInAction } from 'mobx';
import type { Account, EnabledChannels } from '../../core/domain/account';
import { accountFetchSkipReason } from '../../core/domain/account-selection';
import { IMPERSONATION_REFETCH_DELAY_MS } from '../../core/domain/session';
import type { User } from '../../core/domain/user';
import type { ClockPort } from '../../core/ports/ClockPort';
import type { SessionUseCases } from './SessionUseCases';

/** The part of the SessionStore the refetch reads and writes. */
export interface AccountsOfSession {
  readonly user: User | null;
  readonly actingAccountId: string | null;
  accounts: Account[];
  selectedAccountId: string | null;
  enabledChannels: EnabledChannels;
  accountsLoading: boolean;
  accountsSettled: boolean;
}

/**
 * The accounts a session acts in (spec 1 §4, §9): fetched again on login and 100 ms after an
 * impersonation starts or ends (only regular admins fetch them), then the acting account's
 * enabled channels, then the accountsLoaded announcement.
 */
export class AccountRefetch {
  constructor(
    private readonly useCases: Pick<
      SessionUseCases,
      'refetchAccounts' | 'loadEnabledChannels' | 'announceAccountsLoaded'
    >,
    private readonly clock: ClockPort,
    private readonly session: AccountsOfSession,
  ) {}

  soon(source: string): void {
    this.clock.setTimeout(() => void this.now(source), IMPERSONATION_REFETCH_DELAY_MS);
  }

  async now(source: string): Promise<void> {
    const { session } = this;
    const user = session.user;
    const alreadyFetching = session.accountsLoading;
    const fetches = accountFetchSkipReason(user, alreadyFetching) === null;
    if (fetches)
      runInAction(() => {
        session.accountsLoading = true;
      });
    const outcome = await this.useCases.refetchAccounts.execute({
      user,
      selectedAccountId: session.selectedAccountId,
      alreadyFetching,
    });
    runInAction(() => {
      if (fetches) session.accountsLoading = false;
      if (!outcome.ok) {
        // Logged; chat history loading is unblocked all the same (spec 1 §8).
        console.error('Failed to fetch accounts', outcome.cause ?? outcome.message);
        return;
      }
      if (outcome.value.skipped) console.debug(outcome.value.skipped);
      session.accounts = outcome.value.accounts;
      session.selectedAccountId = outcome.value.selectedAccountId;
    });
    this.settled(source);
    void this.loadEnabledChannels();
  }

  /** The enabled channels of the account acted in now; an answer for another account is dropped. */
  async loadEnabledChannels(): Promise<void> {
    const { user, actingAccountId: accountId } = this.session;
    if (!user || !accountId) return;
    const outcome = await this.useCases.loadEnabledChannels.execute({ user, accountId });
    runInAction(() => {
      if (outcome.ok && this.session.actingAccountId === accountId)
        this.session.enabledChannels = outcome.value;
    });
  }

  /** The accounts are known (fetched, or an account chosen): screens waiting for them may go on. */
  settled(source: string): void {
    runInAction(() => {
      this.session.accountsSettled = true;
    });
    this.useCases.announceAccountsLoaded.execute({
      selectedAccountId: this.session.selectedAccountId,
      accounts: this.session.accounts,
      source,
    });
  }
}
