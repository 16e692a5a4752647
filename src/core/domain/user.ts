import type { Account, EnabledChannels } from './account';
import type { ProspectBrand } from './demo/prospect';
import type { AdminFlag, PermissionFlag, PermissionMap } from './permissions';

/**
 * The signed-in (or impersonated) user, normalised from the backend's alternative field names
 * (id or userId, accountId or account_id or accounts[0].id, permissions or role_permissions).
 */
export interface User {
  userId: string;
  email: string;
  displayName: string;
  givenName?: string;
  pictureUrl?: string;
  role: string;
  /** The user's own account; null for users who act only through a selected account. */
  accountId: string | null;
  accounts: Account[];
  enabledChannels: EnabledChannels;
  permissions: PermissionMap;
  isSuperAdmin: boolean;
  isImpersonating: boolean;
  /** The user id of the admin who is impersonating this user. */
  impersonatedBy?: string | null;
  /** The prospect a demo backend's pack was made for, when the user works in its account. */
  prospect?: ProspectBrand;
}

/** Admin: role 'Admin' or the full_admin flag (spec 1 §6). */
export function isAdmin(user: User): boolean {
  return user.role === 'Admin' || hasFlag(user, 'full_admin');
}

/** Super admin: isSuperAdmin or the impersonate_admin flag (spec 1 §6). */
export function isSuperAdmin(user: User): boolean {
  return user.isSuperAdmin || hasFlag(user, 'impersonate_admin');
}

/** Only a regular admin (an admin who is not a super admin) picks an account to act in. */
export function isRegularAdmin(user: User): boolean {
  return isAdmin(user) && !isSuperAdmin(user);
}

/** Whether one of spec 1 §6's permission flags is granted. */
export function can(user: User | null | undefined, flag: PermissionFlag): boolean {
  return user ? hasFlag(user, flag) : false;
}

function hasFlag(user: User, flag: PermissionFlag | AdminFlag): boolean {
  return user.permissions[flag] === true;
}

/** The name shown in greetings: display name, else given name, else the email's local part. */
export function displayNameOf(user: User): string {
  return user.displayName || user.givenName || user.email.split('@')[0] || user.email;
}
