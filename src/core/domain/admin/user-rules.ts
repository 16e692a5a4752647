import type { AdminUser, Role } from './entities';
import { ADMIN_TEXTS } from './texts';

export const ADMIN_ROLE_NAME = 'Admin';
/** Spec 3 §9: non-Admin roles hold exactly one account. */
export const NON_ADMIN_ACCOUNT_LIMIT = 1;

/** Case-insensitive substring of email or display name (spec 3 §5); a blank query keeps everyone. */
export function matchesUserSearch(user: Pick<AdminUser, 'email' | 'displayName'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return user.email.toLowerCase().includes(needle) || user.displayName.toLowerCase().includes(needle);
}

/** Non-super admins are not offered a role that makes a Super Admin, whatever its name (spec 3 §5). */
export function rolesOfferedTo<T extends Pick<Role, 'makesSuperAdmin'>>(
  roles: readonly T[],
  actorIsSuperAdmin: boolean,
): T[] {
  return roles.filter((role) => actorIsSuperAdmin || !role.makesSuperAdmin);
}

/** Switching to a non-Admin role keeps only the first checked account (spec 3 §4). */
export function accountsForRole(roleName: string, accountIds: readonly string[]): string[] {
  return roleName === ADMIN_ROLE_NAME ? [...accountIds] : accountIds.slice(0, NON_ADMIN_ACCOUNT_LIMIT);
}

export interface UserEditDraft {
  role: Pick<Role, 'name' | 'makesSuperAdmin'> | null;
  accountIds: readonly string[];
}

/** The first rule of spec 3 §5 the edit breaks, in its words; null when it may be saved. */
export function userEditError(
  draft: UserEditDraft,
  actor: { isSuperAdmin: boolean },
  target: { isSuperAdmin: boolean },
): string | null {
  if (!draft.role) return ADMIN_TEXTS.roleRequired;
  if (draft.accountIds.length === 0) return ADMIN_TEXTS.accountRequired;
  if ((draft.role.makesSuperAdmin || target.isSuperAdmin) && !actor.isSuperAdmin) {
    return ADMIN_TEXTS.superAdminRoleRefused;
  }
  if (draft.role.name !== ADMIN_ROLE_NAME && draft.accountIds.length > NON_ADMIN_ACCOUNT_LIMIT) {
    return ADMIN_TEXTS.singleAccountOnly;
  }
  return null;
}

/** Admin and Super Admin badges are highlighted (spec 3 §2). */
export function isHighlightedRole(user: Pick<AdminUser, 'roleName' | 'isSuperAdmin'>): boolean {
  return user.roleName === ADMIN_ROLE_NAME || user.isSuperAdmin;
}
