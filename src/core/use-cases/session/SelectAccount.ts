import type { StoragePort } from '../../ports/StoragePort';
import { type Outcome, succeeded } from '../outcome';

/** A regular admin picks the account to act in (spec 1 §4); the choice survives a reload. Null clears it. */
export class SelectAccount {
  constructor(private readonly storage: StoragePort) {}

  execute(request: { accountId: string | null }): Outcome<string | null> {
    this.storage.saveSelectedAccountId(request.accountId);
    return succeeded(request.accountId);
  }
}
