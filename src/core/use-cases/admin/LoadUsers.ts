import type { AdminUser } from '../../domain/admin/entities';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** The Users tab's list: one entry per user with their accounts (spec 3 §2). */
export class LoadUsers {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string }): Promise<Outcome<AdminUser[]>> {
    return attempt(() => this.admin.listUsers(request.userId));
  }
}

export const LoadUsersToken = Symbol.for('LoadUsers');
