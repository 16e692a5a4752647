import type { DemoData, DemoUser } from '../data/types';

/** The name of a user's role, e.g. 'Admin'; '' when the role no longer exists. */
export function roleNameOf(data: DemoData, user: DemoUser): string {
  return data.roles.find((role) => role.id === user.role_id)?.name ?? '';
}

/**
 * Every known permission key with whether the user's role grants it. Sending false for the
 * rest lets the client tell "not granted" from "unknown".
 */
export function permissionMapOf(data: DemoData, user: DemoUser): Record<string, boolean> {
  const granted = new Set(
    data.rolePermissions
      .filter((grant) => grant.role_id === user.role_id)
      .map((grant) => grant.permission_id),
  );
  const map: Record<string, boolean> = {};
  for (const permission of data.permissions) map[permission.key] = granted.has(permission.id);
  return map;
}

export function hasPermission(data: DemoData, user: DemoUser, key: string): boolean {
  return permissionMapOf(data, user)[key] === true;
}

/** Admin: role 'Admin' or the full_admin flag (spec 1 §6). */
export function isAdminUser(data: DemoData, user: DemoUser): boolean {
  return roleNameOf(data, user) === 'Admin' || hasPermission(data, user, 'full_admin');
}

/** Super admin: isSuperAdmin or the impersonate_admin flag (spec 1 §6). */
export function isSuperAdminUser(data: DemoData, user: DemoUser): boolean {
  return user.is_super_admin || hasPermission(data, user, 'impersonate_admin');
}
