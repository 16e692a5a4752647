import type { RoleDraft } from '../../domain/admin/entities';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import type { AdminPort } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';
import { refusedByRule } from './rule-failure';

/** Create Role / Update Role (spec 3 §2): the name is required, the permissions come as a map of ids. */
export class SaveRole {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: { userId: string; roleId: string | null; draft: RoleDraft }): Promise<Outcome> {
    const name = request.draft.name.trim();
    if (!name) return refusedByRule(ADMIN_TEXTS.roleNameRequired);
    const draft = { ...request.draft, name, description: request.draft.description?.trim() ?? '' };
    const { roleId } = request;
    return attempt(async () => {
      if (roleId) await this.admin.updateRole(request.userId, roleId, draft);
      else await this.admin.createRole(request.userId, draft);
    });
  }
}
