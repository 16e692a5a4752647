import { PERMISSIONS } from '../../../contract/endpoints/permissions';
import { ROLES } from '../../../contract/endpoints/roles';
import {
  listedPermissions,
  listedRoles,
  permissionOf,
  permitNewPermission,
  permitNewRole,
  roleOf,
} from '../../access/resources/users';
import { permitGrants } from '../../access/super-admin';
import { checkGrantsChange } from '../../admin/own-power';
import { grantedIds, roleInUse, setGrants, uniqueName } from '../../admin/role-catalogue';
import { roleRow } from '../../admin/rows';
import { badRequest, conflict, forbidden } from '../../DemoError';
import { insert, removeWhere } from '../../data/collections';
import { nextId } from '../../data/ids';
import { replaceContent } from '../../data/transaction';
import type { DemoRole } from '../../data/types';
import { optionalText, requiredName } from '../../kernel/input';
import { listRoute, route } from '../route-kit';
import type { Route } from '../router';

/**
 * Roles (spec 3 §2 Roles tab, §5, §6). Admins read them (the user editor and allowed users
 * offer them); only super admins change them.
 */
export const adminRoleRoutes: Route[] = [
  listRoute(ROLES.list, 'roles', listedRoles, (role, ctx) => roleRow(ctx.data, role)),
  route(ROLES.create, async (ctx) => {
    const acting = await ctx.actingAnywhere();
    permitNewRole(acting);
    const input = await ctx.input();
    const name = uniqueName(ctx.data, requiredName(input));
    const granted = grantedIds(ctx.data, input);
    permitGrants(acting, undefined, granted);
    const description = optionalText(input, 'description') ?? '';
    return ctx.commit(() => {
      const role: DemoRole = {
        id: nextId(ctx.data, 'role'),
        name,
        description,
        created_at: new Date(ctx.now).toISOString(),
      };
      insert(ctx.data, 'roles', role);
      setGrants(ctx.data, role.id, granted);
      return { role: roleRow(ctx.data, role) };
    });
  }),
  route(ROLES.update, async (ctx) => {
    const acting = await ctx.actingAnywhere();
    const role = roleOf(acting, ROLES.update.rule, ctx.params.id ?? '');
    const input = await ctx.input();
    const name = uniqueName(ctx.data, requiredName(input), role.id);
    const description = optionalText(input, 'description') ?? '';
    const granted = grantedIds(ctx.data, input);
    permitGrants(acting, role.id, granted);
    checkGrantsChange(ctx.data, role.id, granted);
    return ctx.commit(() => {
      replaceContent(role, { ...role, name, description });
      setGrants(ctx.data, role.id, granted);
      ctx.changed('roles', role);
      return { role: roleRow(ctx.data, role) };
    });
  }),
  route(ROLES.remove, async (ctx) => {
    const role = roleOf(await ctx.actingAnywhere(), ROLES.remove.rule, ctx.params.id ?? '');
    const inUse = roleInUse(ctx.data, role.id);
    if (inUse) throw conflict(inUse);
    ctx.commit(() => {
      removeWhere(ctx.data, 'roles', (candidate) => candidate.id === role.id);
      setGrants(ctx.data, role.id, []);
    });
    return { success: true };
  }),
  route(ROLES.grants, async (ctx) => {
    const role = roleOf(await ctx.actingAnywhere(), ROLES.grants.rule, ctx.params.id ?? '');
    const permissions = ctx.data.rolePermissions
      .filter((grant) => grant.role_id === role.id)
      .map(({ permission_id }) => ({ permission_id }));
    return { permissions };
  }),
];

/** Permissions (spec 3 §2 Permissions tab, §5): keys never change, system ones never change at all. */
export const adminPermissionRoutes: Route[] = [
  listRoute(PERMISSIONS.list, 'permissions', listedPermissions),
  route(PERMISSIONS.create, async (ctx) => {
    permitNewPermission(await ctx.actingAnywhere());
    const input = await ctx.input();
    const key = optionalText(input, 'key', 64)?.trim() ?? '';
    const name = optionalText(input, 'name', 200)?.trim() ?? '';
    if (!key || !name) throw badRequest('Permission key and name are required');
    if (!/^[a-z][a-z0-9_]*$/.test(key)) {
      throw badRequest('A permission key uses lowercase letters, digits and underscores');
    }
    if (ctx.data.permissions.some((permission) => permission.key === key)) {
      throw conflict(`A permission with key ${key} already exists`);
    }
    const description = optionalText(input, 'description') ?? '';
    return ctx.commit(() => {
      const permission = { id: nextId(ctx.data, 'perm'), key, name, description, is_system: false };
      insert(ctx.data, 'permissions', permission);
      return { permission };
    });
  }),
  route(PERMISSIONS.update, async (ctx) => {
    const permission = permissionOf(await ctx.actingAnywhere(), ctx.params.id ?? '');
    if (permission.is_system) throw forbidden('System permissions cannot be changed');
    const input = await ctx.input();
    if (input.key !== undefined && input.key !== permission.key) {
      throw badRequest('A permission key cannot change after creation');
    }
    const name = optionalText(input, 'name', 200)?.trim() ?? '';
    if (!name) throw badRequest('Permission key and name are required');
    const description = optionalText(input, 'description') ?? '';
    return ctx.commit(() => {
      replaceContent(permission, { ...permission, name, description });
      ctx.changed('permissions', permission);
      return { permission };
    });
  }),
  route(PERMISSIONS.remove, async (ctx) => {
    const permission = permissionOf(await ctx.actingAnywhere(), ctx.params.id ?? '');
    if (permission.is_system) throw forbidden('System permissions cannot be deleted');
    ctx.commit(() => {
      removeWhere(ctx.data, 'permissions', (candidate) => candidate.id === permission.id);
      removeWhere(ctx.data, 'rolePermissions', (grant) => grant.permission_id === permission.id);
    });
    return { success: true };
  }),
];
