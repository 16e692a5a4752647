import type {
  AccountChannelAssignment,
  AccountSetting,
  AccountUser,
  AddAccountAdminAnswer,
  AdminAccount,
  AdminUser,
  AllowedUser,
  AudienceExport,
  AuditEntry,
  AuditFilter,
  ChannelConfig,
  ChannelType,
  Permission,
  Role,
  RoleDraft,
} from '../../core/domain/admin/entities';
import type { AccountDraft, AdminPort, AssignmentDraft, ChannelDraft } from '../../core/ports/AdminPort';
import { accountBody, EXPORT_ERROR_FIELDS, roleBody } from './admin-request-bodies';
import type { HttpClient } from './HttpClient';
import {
  accountSettingsAnswer,
  accountUsersAnswer,
  addAccountAdminAnswer,
  adminAccountsAnswer,
} from './schemas/admin-accounts';
import { accountChannelsAnswer, channelsAnswer, channelTypesAnswer } from './schemas/admin-channels';
import { audienceExportAnswer, auditEntriesAnswer } from './schemas/admin-export';
import { permissionsAnswer, roleAnswer, rolePermissionIdsAnswer, rolesAnswer } from './schemas/admin-roles';
import { adminUsersAnswer, allowedUserAnswer, allowedUsersAnswer } from './schemas/admin-users';
import { ignoredAnswer } from './schemas/lenient';
import { apiPath } from './url';

/**
 * AdminPort over the administration routes of spec 3 §7. The acting user goes in the query of
 * GET and DELETE and in the body of POST and PUT; where the spec puts it in a DELETE's body (or
 * in the query in one place and the body in another), it is sent in both, so that either
 * reading of the spec finds it.
 */
export class HttpAdminAdapter implements AdminPort {
  constructor(private readonly http: HttpClient) {}

  listUsers(userId: string): Promise<AdminUser[]> {
    return this.http.get('/api/admin/users', { query: { userId }, schema: adminUsersAnswer });
  }

  async assignUserRole(
    userId: string,
    targetId: string,
    roleId: string,
    accountIds?: readonly string[],
  ): Promise<void> {
    await this.http.put(apiPath`/api/admin/users/${targetId}/role`, {
      body: { role_id: roleId, ...(accountIds ? { account_ids: accountIds } : {}), userId },
      schema: ignoredAnswer,
    });
  }

  async setUserDeleted(userId: string, targetId: string, isDeleted: boolean): Promise<void> {
    await this.http.put(apiPath`/api/admin/users/${targetId}/status`, {
      body: { is_deleted: isDeleted, userId },
      schema: ignoredAnswer,
    });
  }

  listRoles(userId: string): Promise<Role[]> {
    return this.http.get('/api/admin/roles', { query: { userId }, schema: rolesAnswer });
  }

  createRole(userId: string, draft: RoleDraft): Promise<Role> {
    return this.http.post('/api/admin/roles', { body: roleBody(userId, draft), schema: roleAnswer });
  }

  async updateRole(userId: string, roleId: string, draft: RoleDraft): Promise<void> {
    await this.http.put(apiPath`/api/admin/roles/${roleId}`, {
      body: roleBody(userId, draft),
      schema: ignoredAnswer,
    });
  }

  async deleteRole(userId: string, roleId: string): Promise<void> {
    await this.http.delete(apiPath`/api/admin/roles/${roleId}`, { query: { userId }, schema: ignoredAnswer });
  }

  listRolePermissionIds(userId: string, roleId: string): Promise<string[]> {
    return this.http.get(apiPath`/api/admin/roles/${roleId}/permissions`, {
      query: { userId },
      schema: rolePermissionIdsAnswer,
    });
  }

  listPermissions(userId: string): Promise<Permission[]> {
    return this.http.get('/api/admin/permissions', { query: { userId }, schema: permissionsAnswer });
  }

  async createPermission(
    userId: string,
    draft: Pick<Permission, 'key' | 'name' | 'description'>,
  ): Promise<void> {
    await this.http.post('/api/admin/permissions', {
      body: { key: draft.key, name: draft.name, description: draft.description, userId },
      schema: ignoredAnswer,
    });
  }

  async updatePermission(
    userId: string,
    permissionId: string,
    draft: Pick<Permission, 'name' | 'description'>,
  ): Promise<void> {
    // The key cannot change after creation (spec 3 §5), so it is not sent.
    await this.http.put(apiPath`/api/admin/permissions/${permissionId}`, {
      body: { name: draft.name, description: draft.description, userId },
      schema: ignoredAnswer,
    });
  }

  async deletePermission(userId: string, permissionId: string): Promise<void> {
    await this.http.delete(apiPath`/api/admin/permissions/${permissionId}`, {
      query: { userId },
      schema: ignoredAnswer,
    });
  }

  listManagedAccounts(userId: string): Promise<AdminAccount[]> {
    return this.http.get('/api/account-admin/accounts', { query: { userId }, schema: adminAccountsAnswer });
  }

  listAuditTrail(userId: string, filter: AuditFilter): Promise<AuditEntry[]> {
    const query: Record<string, string> = { userId };
    for (const [key, value] of Object.entries(filter)) if (value) query[key] = value;
    return this.http.get('/api/admin/audit', { query, schema: auditEntriesAnswer });
  }

  listAllAccounts(userId: string): Promise<AdminAccount[]> {
    return this.http.get('/api/admin/accounts', { query: { userId }, schema: adminAccountsAnswer });
  }

  async createAccount(userId: string, draft: AccountDraft): Promise<void> {
    await this.http.post('/api/admin/accounts', { body: accountBody(userId, draft), schema: ignoredAnswer });
  }

  async updateAccount(userId: string, accountId: string, draft: AccountDraft): Promise<void> {
    await this.http.put(apiPath`/api/admin/accounts/${accountId}`, {
      body: accountBody(userId, draft),
      schema: ignoredAnswer,
    });
  }

  listAllowedUsers(userId: string): Promise<AllowedUser[]> {
    return this.http.get('/api/admin/allowed-users', { query: { userId }, schema: allowedUsersAnswer });
  }

  allowUser(
    userId: string,
    entry: { email: string; roleId: string; accountId: string },
  ): Promise<AllowedUser> {
    return this.http.post('/api/admin/allowed-users', {
      body: { ...entry, userId },
      schema: allowedUserAnswer,
    });
  }

  async removeAllowedUser(userId: string, allowedUserId: string): Promise<void> {
    await this.http.delete(apiPath`/api/admin/allowed-users/${allowedUserId}`, {
      query: { userId },
      body: { userId },
      schema: ignoredAnswer,
    });
  }

  listAccountUsers(userId: string, accountId: string): Promise<AccountUser[]> {
    return this.http.get(apiPath`/api/account-admin/accounts/${accountId}/users`, {
      query: { userId },
      schema: accountUsersAnswer,
    });
  }

  addAccountAdmin(userId: string, accountId: string, targetUserId: string): Promise<AddAccountAdminAnswer> {
    return this.http.post(apiPath`/api/account-admin/accounts/${accountId}/users`, {
      body: { userId, targetUserId, isAccountAdmin: true },
      schema: addAccountAdminAnswer,
    });
  }

  async confirmAccountAdmin(userId: string, accountId: string, targetUserId: string): Promise<void> {
    await this.http.put(apiPath`/api/account-admin/accounts/${accountId}/users/${targetUserId}`, {
      body: { userId, isAccountAdmin: true },
      schema: ignoredAnswer,
    });
  }

  async removeAccountUser(userId: string, accountId: string, targetUserId: string): Promise<void> {
    await this.http.delete(apiPath`/api/account-admin/accounts/${accountId}/users/${targetUserId}`, {
      query: { userId },
      body: { userId },
      schema: ignoredAnswer,
    });
  }

  listAccountSettings(userId: string, accountId: string): Promise<AccountSetting[]> {
    return this.http.get(apiPath`/api/account-admin/accounts/${accountId}/settings`, {
      query: { userId },
      schema: accountSettingsAnswer,
    });
  }

  async saveAccountSetting(userId: string, accountId: string, key: string, value: string): Promise<void> {
    await this.http.put(apiPath`/api/account-admin/accounts/${accountId}/settings/${key}`, {
      body: { userId, settingValue: value },
      schema: ignoredAnswer,
    });
  }

  async deleteAccountSetting(userId: string, accountId: string, key: string): Promise<void> {
    await this.http.delete(apiPath`/api/account-admin/accounts/${accountId}/settings/${key}`, {
      query: { userId },
      body: { userId },
      schema: ignoredAnswer,
    });
  }

  listChannels(userId: string): Promise<ChannelConfig[]> {
    return this.http.get('/api/channels', { query: { userId }, schema: channelsAnswer });
  }

  listChannelTypes(userId: string): Promise<ChannelType[]> {
    return this.http.get('/api/channels/types', { query: { userId }, schema: channelTypesAnswer });
  }

  listAccountChannels(userId: string): Promise<AccountChannelAssignment[]> {
    return this.http.get('/api/channels/accounts', { query: { userId }, schema: accountChannelsAnswer });
  }

  async createChannel(userId: string, draft: ChannelDraft): Promise<void> {
    await this.http.post('/api/channels', {
      body: { name: draft.name, channel_type_id: draft.typeId, field_values: draft.fieldValues, userId },
      schema: ignoredAnswer,
    });
  }

  async updateChannel(userId: string, channelId: string, draft: Omit<ChannelDraft, 'typeId'>): Promise<void> {
    await this.http.put(apiPath`/api/channels/${channelId}`, {
      body: { name: draft.name, field_values: draft.fieldValues, userId },
      schema: ignoredAnswer,
    });
  }

  async deleteChannel(userId: string, channelId: string): Promise<void> {
    await this.http.delete(apiPath`/api/channels/${channelId}`, { query: { userId }, schema: ignoredAnswer });
  }

  async assignChannel(userId: string, assignment: AssignmentDraft): Promise<void> {
    await this.http.post('/api/channels/accounts', {
      body: {
        account_id: assignment.accountId,
        channel_id: assignment.channelId,
        is_enabled: assignment.isEnabled,
        userId,
      },
      schema: ignoredAnswer,
    });
  }

  async setChannelAssignmentEnabled(userId: string, assignmentId: string, isEnabled: boolean): Promise<void> {
    await this.http.put(apiPath`/api/channels/accounts/${assignmentId}`, {
      body: { is_enabled: isEnabled, userId },
      schema: ignoredAnswer,
    });
  }

  async removeChannelAssignment(userId: string, assignmentId: string): Promise<void> {
    await this.http.delete(apiPath`/api/channels/accounts/${assignmentId}`, {
      query: { userId },
      schema: ignoredAnswer,
    });
  }

  exportAudienceData(userId: string): Promise<AudienceExport> {
    return this.http.post('/api/admin/adara-data-export', {
      body: { userId },
      schema: audienceExportAnswer,
      errorFields: EXPORT_ERROR_FIELDS,
    });
  }
}
