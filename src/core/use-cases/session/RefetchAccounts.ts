import type { Account } from '../../domain/account';
import { accountFetchSkipReason, keepSelectionIfAvailable } from '../../domain/account-selection';
import { isRegularAdmin, type User } from '../../domain/user';
import type { AuthPort } from '../../ports/AuthPort';
import type { StoragePort } from '../../ports/StoragePort';
import { attempt, type Outcome, succeeded } from '../outcome';

export interface RefetchAccountsRequest {
  user: User | null;
  selectedAccountId: string | null;
  /** A fetch is already under way: this one is skipped. */
  alreadyFetching: boolean;
}

export interface AccountsAfterRefetch {
  accounts: Account[];
  selectedAccountId: string | null;
  /** Why nothing was fetched (spec 1 §6: only logged), when nothing was. */
  skipped?: string;
}

/**
 * The accounts a user can act in, refetched on login and around impersonation (spec 1 §4, §6).
 * Only a regular admin fetches them; the stored selection stays only while it names one of them.
 * Others get their own accounts without a call.
 */
export class RefetchAccounts {
  constructor(
    private readonly auth: AuthPort,
    private readonly storage: StoragePort,
  ) {}

  async execute(request: RefetchAccountsRequest): Promise<Outcome<AccountsAfterRefetch>> {
    const { user, selectedAccountId } = request;
    const skipped = accountFetchSkipReason(user, request.alreadyFetching);
    if (skipped || !user) {
      const accounts = user && !isRegularAdmin(user) ? user.accounts : [];
      return succeeded({ accounts, selectedAccountId, skipped: skipped ?? undefined });
    }
    const fetched = await attempt(() => this.auth.fetchAccounts(user.userId));
    if (!fetched.ok) return fetched;
    const kept = keepSelectionIfAvailable(selectedAccountId, fetched.value);
    this.storage.saveSelectedAccountId(kept);
    return succeeded({ accounts: fetched.value, selectedAccountId: kept });
  }
}
