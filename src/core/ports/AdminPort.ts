import type { Account } from '../domain/account';
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
  RoleDraft,
} from '../domain/admin';

/**
 * The administration calls of spec 3 §7 (users, roles, permissions, accounts, allowed users,
 * account admins and settings, channels, data export). Every call carries the acting user id.
 * Rejects with BackendError whose message is the server's error text when it sent one.
 */
export interface AdminPort {
  listUsers(userId: string): Promise<AdminUser[]>;
  setUserRole(userId: string, targetId: string, roleId: string): Promise<void>;
  setUserDeleted(userId: string, targetId: string, isDeleted: boolean): Promise<void>;
  listRoles(userId: string): Promise<Role[]>;
  createRole(userId: string, draft: RoleDraft): Promise<Role>;
  updateRole(userId: string, roleId: string, draft: RoleDraft): Promise<void>;
  deleteRole(userId: string, roleId: string): Promise<void>;
  listRolePermissionIds(userId: string, roleId: string): Promise<string[]>;
  listPermissions(userId: string): Promise<Permission[]>;
  createPermission(userId: string, draft: Pick<Permission, 'key' | 'name' | 'description'>): Promise<void>;
  updatePermission(
    userId: string,
    permissionId: string,
    draft: Pick<Permission, 'name' | 'description'>,
  ): Promise<void>;
  deletePermission(userId: string, permissionId: string): Promise<void>;
  /** GET /api/admin/accounts (super-admin endpoint). */
  listAllAccounts(userId: string): Promise<AdminAccount[]>;
  createAccount(userId: string, draft: Pick<Account, 'name' | 'description' | 'status'>): Promise<void>;
  updateAccount(
    userId: string,
    accountId: string,
    draft: Pick<Account, 'name' | 'description' | 'status'>,
  ): Promise<void>;
  listAllowedUsers(userId: string): Promise<AllowedUser[]>;
  addAllowedUser(
    userId: string,
    entry: { email: string; roleId: string; accountId: string },
  ): Promise<AllowedUser>;
  removeAllowedUser(userId: string, allowedUserId: string): Promise<void>;
  listAccountUsers(userId: string, accountId: string): Promise<AccountUser[]>;
  addAccountAdmin(userId: string, accountId: string, targetUserId: string): Promise<AddAccountAdminAnswer>;
  confirmAccountAdmin(userId: string, accountId: string, targetUserId: string): Promise<void>;
  removeAccountUser(userId: string, accountId: string, targetUserId: string): Promise<void>;
  listAccountSettings(userId: string, accountId: string): Promise<AccountSetting[]>;
  saveAccountSetting(userId: string, accountId: string, key: string, value: string): Promise<void>;
  deleteAccountSetting(userId: string, accountId: string, key: string): Promise<void>;
  listChannels(userId: string): Promise<ChannelConfig[]>;
  listChannelTypes(userId: string): Promise<ChannelType[]>;
  listAccountChannels(userId: string): Promise<AccountChannelAssignment[]>;
  createChannel(
    userId: string,
    draft: Pick<ChannelConfig, 'name' | 'channel_type_id' | 'field_values'>,
  ): Promise<void>;
  updateChannel(
    userId: string,
    channelId: string,
    draft: Pick<ChannelConfig, 'name' | 'field_values'>,
  ): Promise<void>;
  deleteChannel(userId: string, channelId: string): Promise<void>;
  assignChannel(
    userId: string,
    assignment: { account_id: string; channel_id: string; is_enabled: boolean },
  ): Promise<void>;
  setChannelAssignmentEnabled(userId: string, assignmentId: string, isEnabled: boolean): Promise<void>;
  removeChannelAssignment(userId: string, assignmentId: string): Promise<void>;
  /** POST /api/admin/adara-data-export: answers the exported JSON. */
  exportAudienceData(userId: string): Promise<{ total_records: number } & Record<string, unknown>>;
}

export const AdminPort = Symbol.for('AdminPort');
