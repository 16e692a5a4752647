import type { AdminUser, Role } from './entities';
import { ADMIN_TEXTS } from './texts';

export const ADMIN_ROLE_NAME = 'Admin';
export const SUPER_ADMIN_ROLE_NAME = 'Super Admin';
/** Spec 3 §9: non-Admin roles hold exactly one account. */
export const NON_ADMIN_ACCOUNT_LIMIT = 1;

/** Case-insensitive substring of email or display name (spec 3 §5); a blank query keeps everyone. */
export function matchesUserSearch(user: Pick<AdminUser, 'email' | 'displayName'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return user.email.toLowerCase().includes(needle) || user.displayName.toLowerCase().includes(needle);
}

/** Non-super admins do not see the Super Admin role (spec 3 §5). */
export function rolesOfferedTo<T extends Pick<Role, 'name'>>(
  roles: readonly T[],
  actorIsSuperAdmin: boolean,
): T[] {
  return roles.filter((role) => actorIsSuperAdmin || role.name !== SUPER_ADMIN_ROLE_NAME);
}

/** Switching to a non-Admin role keeps only the first checked account (spec 3 §4). */
export function accountsForRole(roleName: string, accountIds: readonly string[]): string[] {
  return roleName === ADMIN_ROLE_NAME ? [...accountIds] : accountIds.slice(0, NON_ADMIN_ACCOUNT_LIMIT);
}

export interface UserEditDraft {
  roleName: string | null;
  accountIds: readonly string[];
}

/** The first rule of spec 3 §5 the edit breaks, in its words; null when it may be saved. */
export function userEditError(
  draft: UserEditDraft,
  actor: { isSuperAdmin: boolean },
  target: { isSuperAdmin: boolean },
): string | null {
  if (!draft.roleName) return ADMIN_TEXTS.roleRequired;
  if (draft.accountIds.length === 0) return ADMIN_TEXTS.accountRequired;
  if ((draft.roleName === SUPER_ADMIN_ROLE_NAME || target.isSuperAdmin) && !actor.isSuperAdmin) {
    return ADMIN_TEXTS.superAdminRoleRefused;
  }
  if (draft.roleName !== ADMIN_ROLE_NAME && draft.accountIds.length > NON_ADMIN_ACCOUNT_LIMIT) {
    return ADMIN_TEXTS.singleAccountOnly;
  }
  return null;
}

/** Admin and Super Admin badges are highlighted (spec 3 §2). */
export function isHighlightedRole(roleName: string): boolean {
  return roleName === ADMIN_ROLE_NAME || roleName === SUPER_ADMIN_ROLE_NAME;
}

export function isSuperAdminRow(user: Pick<AdminUser, 'roleName'>): boolean {
  return user.roleName === SUPER_ADMIN_ROLE_NAME;
}
