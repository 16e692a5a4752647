import type { StoragePort } from '../../ports/StoragePort';
import { type Outcome, succeeded } from '../outcome';

/** Logout (spec 1 §3, spec 3 §2): the stored session and the selected account are forgotten. */
export class SignOut {
  constructor(private readonly storage: StoragePort) {}

  execute(): Outcome {
    this.storage.clearSession();
    this.storage.saveSelectedAccountId(null);
    return succeeded();
  }
}
