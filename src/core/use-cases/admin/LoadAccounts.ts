import type { AdminAccount } from '../../domain/admin/entities';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/**
 * The Accounts tab's list (spec 3 §4): first the accounts the user manages (account-admin
 * endpoint); when that answers nothing, every account (super-admin endpoint).
 */
export class LoadAccounts {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: { userId: string }): Promise<Outcome<AdminAccount[]>> {
    const managed = await attempt(() => this.admin.listManagedAccounts(request.userId));
    if (managed.ok && managed.value.length > 0) return managed;
    return attempt(() => this.admin.listAllAccounts(request.userId));
  }
}
