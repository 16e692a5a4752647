import type { AccountUser } from '../../domain/admin/entities';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';
import { refusedByRule } from './rule-failure';

/**
 * A member's role within an account: account admin or member (spec 3 §6). Nobody changes their
 * own, so an account admin cannot lock themselves out of the account they manage.
 */
export class ChangeAccountRole {
  constructor(private readonly admin: AdminPort) {}

  execute(request: {
    userId: string;
    accountId: string;
    member: AccountUser;
    isAccountAdmin: boolean;
  }): Promise<Outcome> {
    if (request.member.userId === request.userId)
      return Promise.resolve(refusedByRule(ADMIN_TEXTS.ownRoleRefused));
    return attempt(() =>
      this.admin.setAccountAdmin(
        request.userId,
        request.accountId,
        request.member.userId,
        request.isAccountAdmin,
      ),
    );
  }
}
