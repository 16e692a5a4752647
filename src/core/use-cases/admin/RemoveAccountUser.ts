import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** Removes a user from an account (after the view's confirmation). */
export class RemoveAccountUser {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string; accountId: string; targetUserId: string }): Promise<Outcome<void>> {
    return attempt(() =>
      this.admin.removeAccountUser(request.userId, request.accountId, request.targetUserId),
    );
  }
}

export const RemoveAccountUserToken = Symbol.for('RemoveAccountUser');
