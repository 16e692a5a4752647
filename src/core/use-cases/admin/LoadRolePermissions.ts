import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** The permission ids a role grants: the role editor's checked boxes. */
export class LoadRolePermissions {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string; roleId: string }): Promise<Outcome<string[]>> {
    return attempt(() => this.admin.listRolePermissionIds(request.userId, request.roleId));
  }
}

export const LoadRolePermissionsToken = Symbol.for('LoadRolePermissions');
