import type { Permission } from '../../domain/admin/entities';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';

/** The permissions, for the Permissions tab and the role editor's checkboxes. */
export class LoadPermissions {
  constructor(private readonly admin: AdminPort) {}

  execute(request: { userId: string }): Promise<Outcome<Permission[]>> {
    return attempt(() => this.admin.listPermissions(request.userId));
  }
}

export const LoadPermissionsToken = Symbol.for('LoadPermissions');
