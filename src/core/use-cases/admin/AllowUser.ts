import type { AllowedUser, Role } from '../../domain/admin/entities';
import { isValidEmail } from '../../domain/admin/forms';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';
import { refusedByRule } from './rule-failure';

export interface AllowUserRequest {
  userId: string;
  actorIsSuperAdmin: boolean;
  email: string;
  role: Role | null;
  accountId: string | null;
}

/** Add User on the Allowed Users tab (spec 3 §5): a valid email, a role and an account. */
export class AllowUser {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: AllowUserRequest): Promise<Outcome<AllowedUser>> {
    const email = request.email.trim();
    if (!email) return refusedByRule(ADMIN_TEXTS.emailRequired);
    if (!isValidEmail(email)) return refusedByRule(ADMIN_TEXTS.emailInvalid);
    const { role, accountId } = request;
    if (!role) return refusedByRule(ADMIN_TEXTS.allowedRoleRequired);
    if (!accountId) return refusedByRule(ADMIN_TEXTS.allowedAccountRequired);
    if (role.makesSuperAdmin && !request.actorIsSuperAdmin) {
      return refusedByRule(ADMIN_TEXTS.superAdminRoleRefused);
    }
    return attempt(() => this.admin.allowUser(request.userId, { email, roleId: role.id, accountId }));
  }
}
