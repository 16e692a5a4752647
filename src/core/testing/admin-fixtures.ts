import type { AdminUser, ChannelType, Role } from '../domain/admin/entities';
import { builderOf } from './builder';

/**
 * Roles as the admin flows' tests know them: Admin (with a user), Super Admin, User (none), and
 * Probe Ops, which grants impersonate_admin under another name.
 */
export const ADMIN_ROLES: Role[] = [
  { id: 'r-admin', name: 'Admin', userCount: 1, permissionCount: 3, makesSuperAdmin: false },
  { id: 'r-super', name: 'Super Admin', userCount: 1, permissionCount: 9, makesSuperAdmin: true },
  { id: 'r-user', name: 'User', userCount: 0, permissionCount: 2, makesSuperAdmin: false },
  { id: 'r-probe', name: 'Probe Ops', userCount: 0, permissionCount: 1, makesSuperAdmin: true },
];

/** A user of the admin dashboard's list, Riley by default. */
export const adminUser = builderOf<AdminUser>({
  id: 'u-riley',
  email: 'riley@example.com',
  displayName: 'Riley',
  roleId: 'r-user',
  roleName: 'User',
  accounts: [{ id: 'acc-1', name: 'Acme' }],
  lastLogin: null,
  createdAt: '',
  isDeleted: false,
  isSuperAdmin: false,
});

/** A channel type with a required secret, an optional number and a boolean. */
export const TIKTOK_TYPE: ChannelType = {
  id: 'ct-1',
  name: 'TikTok Ads',
  fields: [
    { id: 'f1', name: 'api_key', label: 'API key', type: 'text', required: true },
    { id: 'f2', name: 'cap', label: 'Cap', type: 'number', required: false },
    { id: 'f3', name: 'sandbox', label: 'Sandbox', type: 'boolean', required: false },
  ],
};
