import type {
  AccountChannelAssignment,
  AccountSetting,
  AccountUser,
  AddAccountAdminAnswer,
  AdminAccount,
  AdminUser,
  AllowedUser,
  ChannelConfig,
  ChannelType,
  Permission,
  Role,
} from '../domain/admin/entities';
import { builderOf } from './builder';

/*
 * One builder per record of the administration (spec 3 §3), neutral values, the test overriding
 * what it is about; and the fixed sets the admin flows' tests share.
 */

/** A role nobody holds, granting one permission, not making a Super Admin. */
export const aRole = builderOf<Role>({
  id: 'r-user',
  name: 'User',
  userCount: 0,
  permissionCount: 1,
  makesSuperAdmin: false,
});

/** A custom (not system) permission. */
export const aPermission = builderOf<Permission>({
  id: 'p-1',
  key: 'view_reports',
  name: 'View reports',
  isSystem: false,
});

/** An active account, Acme. */
export const anAdminAccount = builderOf<AdminAccount>({
  id: 'acc-1',
  name: 'Acme',
  status: 'active',
  createdAt: '',
  updatedAt: '',
});

/** A regular user of an account, Riley, not its admin. */
export const anAccountUser = builderOf<AccountUser>({
  userId: 'u-riley',
  id: 'u-riley',
  email: 'riley@example.com',
  displayName: 'Riley',
  roleName: 'User',
  isAccountAdmin: false,
  createdAt: '',
});

/** The answer of adding Riley to an account as a member. */
export const anAddedAccountUser = builderOf<AddAccountAdminAnswer>({
  userId: 'u-riley',
  displayName: 'Riley',
  email: 'riley@example.com',
  message: 'User added to the account',
  isAccountAdmin: false,
});

/** An account's setting: its currency. */
export const anAccountSetting = builderOf<AccountSetting>({
  id: 's-1',
  key: 'currency',
  value: 'USD',
  createdAt: '',
  updatedAt: '',
});

/** An allowed email, to join Acme as a User. */
export const anAllowedUser = builderOf<AllowedUser>({
  id: 'a-1',
  email: 'zoe@example.com',
  initialRoleName: 'User',
  initialAccountName: 'Acme',
  createdAt: '',
});

/** A TikTok seat with no field filled in. */
export const aChannelConfig = builderOf<ChannelConfig>({
  id: 'ch-1',
  name: 'TikTok — main seat',
  typeId: 'ct-1',
  typeName: 'TikTok Ads',
  fieldValues: {},
  createdAt: '',
});

/** The TikTok seat assigned to an account, disabled. */
export const aChannelAssignment = builderOf<AccountChannelAssignment>({
  id: 'as-1',
  accountId: 'acc-1',
  channelId: 'ch-1',
  accountName: 'Acme',
  channelName: 'TikTok — main seat',
  channelTypeName: 'TikTok Ads',
  isEnabled: false,
  createdAt: '',
});

/**
 * Roles as the admin flows' tests know them: Admin (with a user), Super Admin, User (none), and
 * Probe Ops, which grants impersonate_admin under another name.
 */
export const ADMIN_ROLES: Role[] = [
  aRole({ id: 'r-admin', name: 'Admin', userCount: 1, permissionCount: 3 }),
  aRole({ id: 'r-super', name: 'Super Admin', userCount: 1, permissionCount: 9, makesSuperAdmin: true }),
  aRole({ permissionCount: 2 }),
  aRole({ id: 'r-probe', name: 'Probe Ops', makesSuperAdmin: true }),
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
