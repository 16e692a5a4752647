import type { DemoData, DemoPermission, DemoRole, DemoUser } from '../../data/types';
import { sameAddress } from '../../kernel/addresses';
import { accountsOf } from '../accounts';
import type { Acting } from '../acting';
import type { MatrixKey } from '../matrix';
import { gate, permit, type ResourceRule, reach, visible } from '../reach';
import { isSuperAdminUser } from '../roles';
import { ADMIN_ONLY, SUPER_ADMIN_ONLY, SUPER_ADMINS_BY_SUPER_ADMINS } from './admin-texts';

/** A user is about their accounts; only a Super Admin changes a Super Admin (spec 3 §5). */
export const USER: ResourceRule<DemoUser> = {
  resource: 'user',
  find: (data, id) => data.users.find((user) => user.id === id),
  facts: (data: DemoData, user) => ({
    accountIds: accountsOf(data, user).map((account) => account.id),
    concernsSuperAdmin: isSuperAdminUser(data, user),
  }),
  notFound: 'User not found',
  refused: 'You may impersonate only users of the accounts you manage',
  noReach: ADMIN_ONLY,
  superAdminOnly: SUPER_ADMINS_BY_SUPER_ADMINS,
  hideFromOutsiders: false,
};

/** The user signing in with this email (the demo identity provider): no one's access decides it. */
export function userByEmail(data: DemoData, email: string): DemoUser | undefined {
  return data.users.find((user) => sameAddress(user.email, email));
}

export function userOf(acting: Acting, key: MatrixKey, id: string): DemoUser {
  return reach(acting, USER, key, id);
}

export function listedUsers(acting: Acting): DemoUser[] {
  return visible(acting, USER, 'user:list', acting.data.users);
}

const CATALOGUE_TEXTS = {
  refused: SUPER_ADMIN_ONLY,
  noReach: SUPER_ADMIN_ONLY,
  hideFromOutsiders: false,
} as const;

/** Roles are a catalogue: anyone's request may name one; changing them is the matrix's call. */
export function roleById(data: DemoData, id: string): DemoRole | undefined {
  return data.roles.find((role) => role.id === id);
}

export const ROLE: ResourceRule<DemoRole> = {
  resource: 'role',
  find: roleById,
  facts: () => ({ accountIds: [] }),
  notFound: 'Role not found',
  ...CATALOGUE_TEXTS,
};

export const PERMISSION: ResourceRule<DemoPermission> = {
  resource: 'permission',
  find: (data, id) => data.permissions.find((permission) => permission.id === id),
  facts: () => ({ accountIds: [] }),
  notFound: 'Permission not found',
  ...CATALOGUE_TEXTS,
};

/** Roles and permissions are read by admins (the user editor offers them) and changed by super admins. */
export function listedRoles(acting: Acting): DemoRole[] {
  gate(acting, 'role:list', ADMIN_ONLY);
  return acting.data.roles;
}

export function listedPermissions(acting: Acting): DemoPermission[] {
  gate(acting, 'permission:list', ADMIN_ONLY);
  return acting.data.permissions;
}

/** A role to change or read the grants of: super admins only. */
export function roleOf(acting: Acting, key: 'role:change' | 'role:grants', id: string): DemoRole {
  return reach(acting, ROLE, key, id);
}

export function permitNewRole(acting: Acting): void {
  permit(acting, ROLE, 'role:change', { accountIds: [] });
}

export function permissionOf(acting: Acting, id: string): DemoPermission {
  return reach(acting, PERMISSION, 'permission:change', id);
}

export function permitNewPermission(acting: Acting): void {
  permit(acting, PERMISSION, 'permission:change', { accountIds: [] });
}

/** The audit trail and the data export: super admins only (spec 3 §6). */
export function permitSuperAdminTool(acting: Acting, key: 'audit:see' | 'data-export:run'): void {
  gate(acting, key, SUPER_ADMIN_ONLY);
}
