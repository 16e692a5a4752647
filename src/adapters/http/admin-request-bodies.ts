import type { RoleDraft } from '../../core/domain/admin/entities';
import type { AccountDraft } from '../../core/ports/AdminPort';

/** Spec 3 §8: the export shows the server's details, else its message. */
export const EXPORT_ERROR_FIELDS = ['details', 'message', 'error'];

/** The body of creating or updating a role (spec 3 §7), with the acting user. */
export function roleBody(userId: string, draft: RoleDraft) {
  return { name: draft.name, description: draft.description, permissions: draft.permissions, userId };
}

/** The body of creating or updating an account (spec 3 §7), with the acting user. */
export function accountBody(userId: string, draft: AccountDraft) {
  return { name: draft.name, description: draft.description, status: draft.status, userId };
}
