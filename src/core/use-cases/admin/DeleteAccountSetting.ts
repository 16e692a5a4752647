import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** Deletes one setting of an account (after confirmation). */
export class DeleteAccountSetting {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string; accountId: string; key: string }): Promise<Outcome<void>> {
    return attempt(() => this.admin.deleteAccountSetting(request.userId, request.accountId, request.key));
  }
}

export const DeleteAccountSettingToken = Symbol.for('DeleteAccountSetting');
