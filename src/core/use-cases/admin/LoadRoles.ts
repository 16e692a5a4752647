import type { Role } from '../../domain/admin/entities';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** The roles, for the Roles tab and the role selects of the user editor and allowed users. */
export class LoadRoles {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string }): Promise<Outcome<Role[]>> {
    return attempt(() => this.admin.listRoles(request.userId));
  }
}

export const LoadRolesToken = Symbol.for('LoadRoles');
