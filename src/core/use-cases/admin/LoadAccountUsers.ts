import type { AccountUser } from '../../domain/admin/entities';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** The users of one account, for its Account Admins view. */
export class LoadAccountUsers {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string; accountId: string }): Promise<Outcome<AccountUser[]>> {
    return attempt(() => this.admin.listAccountUsers(request.userId, request.accountId));
  }
}

export const LoadAccountUsersToken = Symbol.for('LoadAccountUsers');
