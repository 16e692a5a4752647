import type { DemoRole } from '../data/types';
import type { Acting } from './acting';
import { gate } from './reach';
import { SUPER_ADMIN_ONLY } from './resources/admin-texts';
import { grantsMakeSuperAdmin, roleMakesSuperAdmin } from './roles';

/** Spec 3 §5's refusal, for any role that makes a Super Admin (its name does not matter). */
export const SUPER_ADMIN_ROLE_REFUSED = 'You do not have permission to assign the Super Admin role';

/**
 * Giving someone a role that grants impersonate_admin makes them a Super Admin (spec 1 §6):
 * only a Super Admin may (spec 3 §6 "Assign Super Admin role").
 */
export function permitGivingRole(acting: Acting, role: DemoRole): void {
  if (roleMakesSuperAdmin(acting.data, role.id)) {
    gate(acting, 'user:assign-super-admin', SUPER_ADMIN_ROLE_REFUSED);
  }
}

/** Adding impersonate_admin to a role (new or edited) makes Super Admins of whoever holds it. */
export function permitGrants(
  acting: Acting,
  roleId: string | undefined,
  permissionIds: readonly string[],
): void {
  const { data } = acting;
  const adds = grantsMakeSuperAdmin(data, permissionIds) && !(roleId && roleMakesSuperAdmin(data, roleId));
  if (adds) gate(acting, 'role:grant-super-admin', SUPER_ADMIN_ONLY);
}
