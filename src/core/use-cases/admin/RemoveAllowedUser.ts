import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** Takes an email off the allowed list (after confirmation). */
export class RemoveAllowedUser {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string; allowedUserId: string }): Promise<Outcome<void>> {
    return attempt(() => this.admin.removeAllowedUser(request.userId, request.allowedUserId));
  }
}

export const RemoveAllowedUserToken = Symbol.for('RemoveAllowedUser');
