import { accountsOf } from '../access/accounts';
import type { Acting } from '../access/acting';
import {
  grantsMakeSuperAdmin,
  isAdminUser,
  isSuperAdminUser,
  roleMakesAdmin,
  roleMakesSuperAdmin,
} from '../access/roles';
import { badRequest } from '../DemoError';
import type { DemoAccountUser, DemoData, DemoRole, DemoUser } from '../data/types';

/**
 * Nobody removes their own power (issue 27): a change that would leave its maker without the
 * rights to undo it, or the product without a Super Admin, is refused before anything changes.
 * Spec 3 has no words for these; the texts are ours (docs/decisions.md).
 */
export const OWN_ADMIN_ROLE_REFUSED = 'You cannot remove your own Admin role';
export const LAST_SUPER_ADMIN_REFUSED = 'You cannot remove the last Super Admin';
/** The account admin screen's own words (ADMIN_TEXTS.ownRoleRefused), now the backend's too. */
export const OWN_ACCOUNT_ROLE_REFUSED = 'You cannot change your own role in the account';

/** 400 when no active user would be a Super Admin any more, where one is now. */
function keepASuperAdmin(data: DemoData, isSuperAdminAfter: (user: DemoUser) => boolean): void {
  const active = data.users.filter((user) => !user.is_deleted);
  const now = active.some((user) => isSuperAdminUser(data, user));
  if (now && !active.some(isSuperAdminAfter)) throw badRequest(LAST_SUPER_ADMIN_REFUSED);
}

/** Giving `user` the role `role`: an Admin keeps their own Admin role, the last Super Admin stays one. */
export function checkRoleChange(acting: Acting, user: DemoUser, role: DemoRole): void {
  const { data } = acting;
  if (user.id === acting.user.id && isAdminUser(data, user) && !roleMakesAdmin(data, role.id)) {
    throw badRequest(OWN_ADMIN_ROLE_REFUSED);
  }
  keepASuperAdmin(data, (candidate) =>
    candidate.id === user.id ? roleMakesSuperAdmin(data, role.id) : isSuperAdminUser(data, candidate),
  );
}

/** New grants for a role: taking impersonate_admin from the role every Super Admin holds is refused. */
export function checkGrantsChange(data: DemoData, roleId: string, permissionIds: readonly string[]): void {
  keepASuperAdmin(data, (candidate) =>
    candidate.role_id === roleId
      ? grantsMakeSuperAdmin(data, permissionIds)
      : isSuperAdminUser(data, candidate),
  );
}

/**
 * An account admin who makes themselves a member loses the screen that could undo it; an Admin
 * of the account or a Super Admin keeps managing it by their role, so they may.
 */
export function checkAccountRoleChange(acting: Acting, row: DemoAccountUser, makeAdmin: boolean): void {
  const { data, user } = acting;
  if (row.user_id !== user.id || makeAdmin || !row.is_account_admin) return;
  const managesByRole =
    isSuperAdminUser(data, user) ||
    (isAdminUser(data, user) && accountsOf(data, user).some((account) => account.id === row.account_id));
  if (!managesByRole) throw badRequest(OWN_ACCOUNT_ROLE_REFUSED);
}
