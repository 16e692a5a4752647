import type { AccountSetting } from '../../domain/admin/entities';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** The key/value settings of one account, for its Settings view. */
export class LoadAccountSettings {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string; accountId: string }): Promise<Outcome<AccountSetting[]>> {
    return attempt(() => this.admin.listAccountSettings(request.userId, request.accountId));
  }
}

export const LoadAccountSettingsToken = Symbol.for('LoadAccountSettings');
