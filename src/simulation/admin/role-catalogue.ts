import { badRequest, conflict } from '../DemoError';
import { insert, removeWhere } from '../data/collections';
import type { DemoData } from '../data/types';
import type { Input } from '../kernel/context';

/** A granted permission that does not exist (another admin deleted it meanwhile, or a made-up id). */
export const UNKNOWN_PERMISSION = 'A permission you granted no longer exists: reload the page and try again';

/** The permission ids a role body grants: its `permissions` map, keyed by permission id or key. */
export function grantedIds(data: DemoData, input: Input): string[] {
  const map = input.permissions ?? {};
  if (typeof map !== 'object' || map === null || Array.isArray(map)) {
    throw badRequest('permissions must be a map of permission ids to true or false');
  }
  const ids = new Set<string>();
  for (const [ref, granted] of Object.entries(map)) {
    if (granted !== true && granted !== 'true') continue;
    const permission = data.permissions.find((candidate) => candidate.id === ref || candidate.key === ref);
    if (!permission) throw badRequest(UNKNOWN_PERMISSION);
    ids.add(permission.id);
  }
  return [...ids];
}

export function uniqueName(data: DemoData, name: string, except?: string): string {
  const trimmed = name.trim();
  const taken = data.roles.some(
    (role) => role.id !== except && role.name.toLowerCase() === trimmed.toLowerCase(),
  );
  if (taken) throw conflict(`A role named ${trimmed} already exists`);
  return trimmed;
}

export function setGrants(data: DemoData, roleId: string, permissionIds: string[]): void {
  removeWhere(data, 'rolePermissions', (grant) => grant.role_id === roleId);
  insert(
    data,
    'rolePermissions',
    ...permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })),
  );
}

/** Why a role cannot go yet: users hold it, or allowed users wait to join with it. */
export function roleInUse(data: DemoData, roleId: string): string | undefined {
  if (data.users.some((user) => user.role_id === roleId)) {
    return 'This role still has users: assign them another role first';
  }
  if (data.allowedUsers.some((entry) => entry.initial_role_id === roleId)) {
    return 'Allowed users are waiting to join with this role: remove them first';
  }
  return undefined;
}
