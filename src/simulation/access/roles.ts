import type { DemoData, DemoUser } from '../data/types';

/** The flag that makes a Super Admin (spec 1 §6, spec 3 §6): holding it is what the name means. */
export const SUPER_ADMIN_FLAG = 'impersonate_admin';

/** The name of a user's role, e.g. 'Admin'; '' when the role no longer exists. */
export function roleNameOf(data: DemoData, user: DemoUser): string {
  return data.roles.find((role) => role.id === user.role_id)?.name ?? '';
}

/** The permission ids a role grants. */
export function grantsOf(data: DemoData, roleId: string): Set<string> {
  return new Set(
    data.rolePermissions.filter((grant) => grant.role_id === roleId).map((grant) => grant.permission_id),
  );
}

/**
 * Every known permission key with whether the user's role grants it. Sending false for the
 * rest lets the client tell "not granted" from "unknown".
 */
export function permissionMapOf(data: DemoData, user: DemoUser): Record<string, boolean> {
  const granted = grantsOf(data, user.role_id);
  const map: Record<string, boolean> = {};
  for (const permission of data.permissions) map[permission.key] = granted.has(permission.id);
  return map;
}

export function hasPermission(data: DemoData, user: DemoUser, key: string): boolean {
  return permissionMapOf(data, user)[key] === true;
}

/** Whether these grants (permission ids) include the Super Admin flag. */
export function grantsMakeSuperAdmin(data: DemoData, permissionIds: Iterable<string>): boolean {
  const flag = data.permissions.find((permission) => permission.key === SUPER_ADMIN_FLAG);
  return flag !== undefined && new Set(permissionIds).has(flag.id);
}

/** Whether holding this role makes a Super Admin, whatever the role is called. */
export function roleMakesSuperAdmin(data: DemoData, roleId: string): boolean {
  return grantsMakeSuperAdmin(data, grantsOf(data, roleId));
}

/** Whether holding this role makes an Admin: named 'Admin', or granting full_admin (spec 1 §6). */
export function roleMakesAdmin(data: DemoData, roleId: string): boolean {
  const role = data.roles.find((candidate) => candidate.id === roleId);
  const fullAdmin = data.permissions.find((permission) => permission.key === 'full_admin');
  return role?.name === 'Admin' || (fullAdmin !== undefined && grantsOf(data, roleId).has(fullAdmin.id));
}

/** Admin: role 'Admin' or the full_admin flag (spec 1 §6). */
export function isAdminUser(data: DemoData, user: DemoUser): boolean {
  return roleMakesAdmin(data, user.role_id);
}

/**
 * Super admin: the impersonate_admin flag (spec 1 §6). The session's isSuperAdmin is answered
 * from this rule, so the flag is the one source: a role of any name that grants it makes one.
 */
export function isSuperAdminUser(data: DemoData, user: DemoUser): boolean {
  return roleMakesSuperAdmin(data, user.role_id);
}
