import { isValidEmail } from '../../domain/admin/forms';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import type { AccountUserTarget, AdminPort } from '../../ports/AdminPort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';
import { refusedByRule } from './rule-failure';

export interface AddAccountUserRequest {
  userId: string;
  accountId: string;
  email: string;
  isAccountAdmin: boolean;
}

/**
 * An account admin adds someone to their account by email (spec 3 §6): a valid email first; the
 * backend decides who may join. An answer about another person is a system error, as for Add Admin.
 */
export class AddAccountUser {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: AddAccountUserRequest): Promise<Outcome<{ message: string }>> {
    const email = request.email.trim();
    if (!email) return refusedByRule(ADMIN_TEXTS.emailRequired);
    if (!isValidEmail(email)) return refusedByRule(ADMIN_TEXTS.emailInvalid);
    const target: AccountUserTarget = { email };
    const answer = await attempt(() =>
      this.admin.addAccountUser(request.userId, request.accountId, target, request.isAccountAdmin),
    );
    if (!answer.ok) return answer;
    if (answer.value.email.toLowerCase() !== email.toLowerCase()) {
      return failed('rejected', ADMIN_TEXTS.wrongUserData);
    }
    const said = answer.value.message.toLowerCase();
    if (said.includes('already')) {
      return succeeded({
        message: answer.value.isAccountAdmin ? ADMIN_TEXTS.adminAlready : ADMIN_TEXTS.memberAlready,
      });
    }
    if (said.includes('updated')) return succeeded({ message: ADMIN_TEXTS.adminUpdated });
    return succeeded({
      message: answer.value.isAccountAdmin ? ADMIN_TEXTS.adminAdded : ADMIN_TEXTS.memberAdded,
    });
  }
}
