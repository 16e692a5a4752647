import type { Permission } from '../../domain/admin/entities';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import type { AdminPort, PermissionDraft } from '../../ports/AdminPort';
import { attempt, type Outcome } from '../outcome';
import { refusedByRule } from './rule-failure';

/** Adds a permission, or renames one (its key never changes; system permissions never change). */
export class SavePermission {
  constructor(private readonly admin: AdminPort) {}

  async execute(request: {
    userId: string;
    existing: Permission | null;
    draft: PermissionDraft;
  }): Promise<Outcome> {
    const { existing } = request;
    const key = existing ? existing.key : request.draft.key.trim();
    const name = request.draft.name.trim();
    if (!key || !name) return refusedByRule(ADMIN_TEXTS.permissionKeyAndName);
    if (existing?.isSystem) return refusedByRule('System permissions cannot be changed');
    const description = request.draft.description?.trim() ?? '';
    return attempt(() =>
      existing
        ? this.admin.updatePermission(request.userId, existing.id, { name, description })
        : this.admin.createPermission(request.userId, { key, name, description }),
    );
  }
}
