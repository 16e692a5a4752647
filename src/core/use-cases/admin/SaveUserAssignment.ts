import type { AdminUser, Role } from '../../domain/admin/entities';
import { userEditError } from '../../domain/admin/user-rules';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome, succeeded } from '../outcome';
import { refusedByRule } from './rule-failure';

export interface SaveUserAssignmentRequest {
  userId: string;
  actorIsSuperAdmin: boolean;
  user: AdminUser;
  roles: readonly Role[];
  roleId: string | null;
  accountIds: readonly string[];
  isDeleted: boolean;
}

/**
 * 'Edit User Role & Account Assignments' (spec 3 §2, §5): checks every rule of §5, saves role
 * and accounts, then the status as a call of its own when it changed (§4).
 */
export class SaveUserAssignment {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: SaveUserAssignmentRequest): Promise<Outcome> {
    const role = request.roles.find((candidate) => candidate.id === request.roleId) ?? null;
    const error = userEditError(
      { role, accountIds: request.accountIds },
      { isSuperAdmin: request.actorIsSuperAdmin },
      request.user,
    );
    if (error || !role) return refusedByRule(error ?? 'Please select a role for the user');
    const saved = await attempt(() =>
      this.admin.assignUserRole(request.userId, request.user.id, role.id, request.accountIds),
    );
    if (!saved.ok) return saved;
    if (request.isDeleted === request.user.isDeleted) return succeeded();
    return attempt(() => this.admin.setUserDeleted(request.userId, request.user.id, request.isDeleted));
  }
}
