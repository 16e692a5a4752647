import { type AddAdminResult, addAdminResult } from '../../domain/admin/account-admin-rules';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';
import { refusedByRule } from './rule-failure';

export type AddAccountAdminSuccess = Extract<AddAdminResult, { kind: 'added' | 'already' | 'updated' }>;

/**
 * Add Admin (spec 3 §4, §5, §7): a user must be chosen; the answer's three successes are
 * recognised, an unconfirmed admin status gets the follow-up update, and an answer about another
 * user is a system error (the view then refreshes the list).
 */
export class AddAccountAdmin {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: {
    userId: string;
    accountId: string;
    targetUserId: string | null;
  }): Promise<Outcome<AddAccountAdminSuccess>> {
    const { targetUserId } = request;
    if (!targetUserId) return refusedByRule(ADMIN_TEXTS.selectUserToAdd);
    const answer = await attempt(() =>
      this.admin.addAccountUser(request.userId, request.accountId, { userId: targetUserId }, true),
    );
    if (!answer.ok) return answer;
    const result = addAdminResult(answer.value, targetUserId);
    if (result.kind === 'wrong-user') return failed('rejected', result.message);
    if (result.kind !== 'needs-confirmation') return succeeded(result);
    const confirmed = await attempt(() =>
      this.admin.setAccountAdmin(request.userId, request.accountId, targetUserId, true),
    );
    return confirmed.ok ? succeeded({ kind: 'updated', message: ADMIN_TEXTS.adminUpdated }) : confirmed;
  }
}
