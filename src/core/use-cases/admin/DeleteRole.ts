import type { Role } from '../../domain/admin/entities';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';
import { refusedByRule } from './rule-failure';

/** Deletes a role (after 'Are you sure…'); a role that still has users is kept (spec 3 §5). */
export class DeleteRole {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: { userId: string; role: Role }): Promise<Outcome> {
    if (request.role.userCount > 0) return refusedByRule('This role still has users');
    return attempt(() => this.admin.deleteRole(request.userId, request.role.id));
  }
}
