import type { Account } from '../../domain/account';
import type { AuthPort } from '../../ports/AuthPort';
import { attempt, type Outcome } from '../outcome';

/**
 * The accounts a user administers (the account-admin endpoint): the navigation offers an account
 * admin who is not an Admin their own administration when there is at least one.
 */
export class ListManagedAccounts {
  constructor(private readonly auth: AuthPort) {}

  execute(request: { userId: string }): Promise<Outcome<Account[]>> {
    return attempt(() => this.auth.fetchAccounts(request.userId));
  }
}
