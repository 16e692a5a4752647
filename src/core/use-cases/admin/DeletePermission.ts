import type { Permission } from '../../domain/admin/entities';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';
import { refusedByRule } from './rule-failure';

/** Deletes a custom permission (after confirmation); system permissions stay (spec 3 §2). */
export class DeletePermission {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: { userId: string; permission: Permission }): Promise<Outcome> {
    if (request.permission.isSystem) return refusedByRule('System permissions cannot be deleted');
    return attempt(() => this.admin.deletePermission(request.userId, request.permission.id));
  }
}
