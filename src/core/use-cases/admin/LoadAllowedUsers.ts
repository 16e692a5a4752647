import type { AllowedUser } from '../../domain/admin/entities';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** The Allowed Users tab's list. */
export class LoadAllowedUsers {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string }): Promise<Outcome<AllowedUser[]>> {
    return attempt(() => this.admin.listAllowedUsers(request.userId));
  }
}

export const LoadAllowedUsersToken = Symbol.for('LoadAllowedUsers');
