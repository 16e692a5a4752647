import { badRequest, conflict, forbidden } from '../../DemoError';
import { nextId } from '../../data/ids';
import type { DemoData, DemoRole } from '../../data/types';
import type { Input } from '../context';
import { optionalText, requiredText } from '../input';
import type { Route } from '../router';
import { asAdmin, asSuperAdmin, found } from './admin-common';

function roleRow(data: DemoData, role: DemoRole) {
  return {
    ...role,
    user_count: data.users.filter((user) => user.role_id === role.id && !user.is_deleted).length,
    permission_count: data.rolePermissions.filter((grant) => grant.role_id === role.id).length,
  };
}

/** The permission ids a role body grants: its `permissions` map, keyed by permission id or key. */
function grantedIds(data: DemoData, input: Input): string[] {
  const map = input.permissions ?? {};
  if (typeof map !== 'object' || map === null || Array.isArray(map)) {
    throw badRequest('permissions must be a map of permission ids to true or false');
  }
  const ids = new Set<string>();
  for (const [ref, granted] of Object.entries(map)) {
    if (granted !== true && granted !== 'true') continue;
    const permission = data.permissions.find((candidate) => candidate.id === ref || candidate.key === ref);
    if (!permission) throw badRequest(`Unknown permission: ${ref}`);
    ids.add(permission.id);
  }
  return [...ids];
}

function uniqueName(data: DemoData, name: string, except?: string): string {
  const trimmed = name.trim();
  const taken = data.roles.some(
    (role) => role.id !== except && role.name.toLowerCase() === trimmed.toLowerCase(),
  );
  if (taken) throw conflict(`A role named ${trimmed} already exists`);
  return trimmed;
}

function setGrants(data: DemoData, roleId: string, permissionIds: string[]): void {
  data.rolePermissions = [
    ...data.rolePermissions.filter((grant) => grant.role_id !== roleId),
    ...permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })),
  ];
}

/**
 * Roles (spec 3 §2 Roles tab, §5, §6). Admins read them (the user editor and allowed users
 * offer them); only super admins change them.
 */
export const adminRoleRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/admin/roles',
    async handle(ctx) {
      const { data } = await asAdmin(ctx);
      return { roles: data.roles.map((role) => roleRow(data, role)) };
    },
  },
  {
    method: 'POST',
    path: '/api/admin/roles',
    async handle(ctx) {
      const { data, input, at } = await asSuperAdmin(ctx);
      const name = uniqueName(data, requiredText(input, 'name'));
      const granted = grantedIds(data, input);
      const role: DemoRole = {
        id: nextId(data, 'role'),
        name,
        description: optionalText(input, 'description') ?? '',
        created_at: at,
      };
      data.roles.push(role);
      setGrants(data, role.id, granted);
      ctx.markChanged();
      return { role: roleRow(data, role) };
    },
  },
  {
    method: 'PUT',
    path: '/api/admin/roles/:id',
    async handle(ctx) {
      const { data, input } = await asSuperAdmin(ctx);
      const role = found(
        data.roles.find((candidate) => candidate.id === ctx.params.id),
        'Role',
      );
      role.name = uniqueName(data, requiredText(input, 'name'), role.id);
      role.description = optionalText(input, 'description') ?? '';
      setGrants(data, role.id, grantedIds(data, input));
      ctx.markChanged();
      return { role: roleRow(data, role) };
    },
  },
  {
    method: 'DELETE',
    path: '/api/admin/roles/:id',
    async handle(ctx) {
      const { data } = await asSuperAdmin(ctx);
      const role = found(
        data.roles.find((candidate) => candidate.id === ctx.params.id),
        'Role',
      );
      if (data.users.some((user) => user.role_id === role.id)) {
        throw conflict('This role still has users: assign them another role first');
      }
      if (data.allowedUsers.some((entry) => entry.initial_role_id === role.id)) {
        throw conflict('Allowed users are waiting to join with this role: remove them first');
      }
      data.roles = data.roles.filter((candidate) => candidate.id !== role.id);
      setGrants(data, role.id, []);
      ctx.markChanged();
      return { success: true };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/roles/:id/permissions',
    async handle(ctx) {
      const { data } = await asSuperAdmin(ctx);
      const role = found(
        data.roles.find((candidate) => candidate.id === ctx.params.id),
        'Role',
      );
      const permissions = data.rolePermissions
        .filter((grant) => grant.role_id === role.id)
        .map(({ permission_id }) => ({ permission_id }));
      return { permissions };
    },
  },
];

/** Permissions (spec 3 §2 Permissions tab, §5): keys never change, system ones never change at all. */
export const adminPermissionRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/admin/permissions',
    async handle(ctx) {
      return { permissions: (await asAdmin(ctx)).data.permissions };
    },
  },
  {
    method: 'POST',
    path: '/api/admin/permissions',
    async handle(ctx) {
      const { data, input } = await asSuperAdmin(ctx);
      const key = optionalText(input, 'key')?.trim() ?? '';
      const name = optionalText(input, 'name')?.trim() ?? '';
      if (!key || !name) throw badRequest('Permission key and name are required');
      if (!/^[a-z][a-z0-9_]*$/.test(key)) {
        throw badRequest('A permission key uses lowercase letters, digits and underscores');
      }
      if (data.permissions.some((permission) => permission.key === key)) {
        throw conflict(`A permission with key ${key} already exists`);
      }
      const permission = {
        id: nextId(data, 'perm'),
        key,
        name,
        description: optionalText(input, 'description') ?? '',
        is_system: false,
      };
      data.permissions.push(permission);
      ctx.markChanged();
      return { permission };
    },
  },
  {
    method: 'PUT',
    path: '/api/admin/permissions/:id',
    async handle(ctx) {
      const { data, input } = await asSuperAdmin(ctx);
      const permission = found(
        data.permissions.find((candidate) => candidate.id === ctx.params.id),
        'Permission',
      );
      if (permission.is_system) throw forbidden('System permissions cannot be changed');
      if (input.key !== undefined && input.key !== permission.key) {
        throw badRequest('A permission key cannot change after creation');
      }
      const name = optionalText(input, 'name')?.trim() ?? '';
      if (!name) throw badRequest('Permission key and name are required');
      permission.name = name;
      permission.description = optionalText(input, 'description') ?? '';
      ctx.markChanged();
      return { permission };
    },
  },
  {
    method: 'DELETE',
    path: '/api/admin/permissions/:id',
    async handle(ctx) {
      const { data } = await asSuperAdmin(ctx);
      const permission = found(
        data.permissions.find((candidate) => candidate.id === ctx.params.id),
        'Permission',
      );
      if (permission.is_system) throw forbidden('System permissions cannot be deleted');
      data.permissions = data.permissions.filter((candidate) => candidate.id !== permission.id);
      data.rolePermissions = data.rolePermissions.filter((grant) => grant.permission_id !== permission.id);
      ctx.markChanged();
      return { success: true };
    },
  },
];
