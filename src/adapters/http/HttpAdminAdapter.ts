import type * as z from 'zod/mini';
import type { Endpoint, ParamsOf } from '../../contract/endpoint';
import { ACCOUNT_ADMIN } from '../../contract/endpoints/account-admin';
import { ACCOUNTS } from '../../contract/endpoints/accounts';
import { ADMIN_ACCOUNTS } from '../../contract/endpoints/admin-accounts';
import { ADMIN_TOOLS } from '../../contract/endpoints/admin-tools';
import { ALLOWED_USERS } from '../../contract/endpoints/allowed-users';
import { CHANNELS } from '../../contract/endpoints/channels';
import { PERMISSIONS } from '../../contract/endpoints/permissions';
import { ROLES } from '../../contract/endpoints/roles';
import { USERS } from '../../contract/endpoints/users';
import { recordCollectionNamed } from '../../contract/records';
import type { AuditFilter, RoleDraft } from '../../core/domain/admin/entities';
import type {
  AccountDraft,
  AccountUserTarget,
  AdminPort,
  AssignmentDraft,
  ChannelDraft,
  PermissionDraft,
} from '../../core/ports/AdminPort';
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
import { recordsAnswer } from './schemas/admin-records';
import { permissionsAnswer, roleAnswer, rolePermissionIdsAnswer, rolesAnswer } from './schemas/admin-roles';
import { adminUsersAnswer, allowedUserAnswer, allowedUsersAnswer } from './schemas/admin-users';
import { ignoredAnswer } from './schemas/lenient';

/**
 * AdminPort over the administration routes of spec 3 §7. The acting user goes in the query of
 * GET and DELETE and in the body of POST and PUT; where the spec puts it in a DELETE's body (or
 * in the query in one place and the body in another), it is sent in both, so that either
 * reading of the spec finds it. The answers' shapes, and their mapping to the domain's names,
 * are the schemas' (src/adapters/http/schemas/admin-*.ts).
 */
export class HttpAdminAdapter implements AdminPort {
  constructor(private readonly http: HttpClient) {}

  listUsers(userId: string) {
    return this.read(USERS.list, {}, userId, adminUsersAnswer);
  }

  assignUserRole(userId: string, targetId: string, roleId: string, accountIds?: readonly string[]) {
    return this.send(USERS.assignRole, { id: targetId }, userId, {
      role_id: roleId,
      ...(accountIds ? { account_ids: accountIds } : {}),
    });
  }

  setUserDeleted(userId: string, targetId: string, isDeleted: boolean) {
    return this.send(USERS.setStatus, { id: targetId }, userId, { is_deleted: isDeleted });
  }

  listRoles(userId: string) {
    return this.read(ROLES.list, {}, userId, rolesAnswer);
  }

  createRole(userId: string, draft: RoleDraft) {
    return this.http.send(ROLES.create, { body: roleBody(userId, draft), schema: roleAnswer });
  }

  updateRole(userId: string, roleId: string, draft: RoleDraft) {
    return this.send(ROLES.update, { id: roleId }, userId, roleBody(userId, draft));
  }

  deleteRole(userId: string, roleId: string) {
    return this.remove(ROLES.remove, { id: roleId }, userId);
  }

  listRolePermissionIds(userId: string, roleId: string) {
    return this.read(ROLES.grants, { id: roleId }, userId, rolePermissionIdsAnswer);
  }

  listPermissions(userId: string) {
    return this.read(PERMISSIONS.list, {}, userId, permissionsAnswer);
  }

  createPermission(userId: string, draft: PermissionDraft) {
    const { key, name, description } = draft;
    return this.send(PERMISSIONS.create, {}, userId, { key, name, description });
  }

  updatePermission(userId: string, permissionId: string, draft: Omit<PermissionDraft, 'key'>) {
    // The key cannot change after creation (spec 3 §5), so it is not sent.
    const { name, description } = draft;
    return this.send(PERMISSIONS.update, { id: permissionId }, userId, { name, description });
  }

  deletePermission(userId: string, permissionId: string) {
    return this.remove(PERMISSIONS.remove, { id: permissionId }, userId);
  }

  listManagedAccounts(userId: string) {
    return this.read(ACCOUNTS.managed, {}, userId, adminAccountsAnswer);
  }

  listAllAccounts(userId: string) {
    return this.read(ADMIN_ACCOUNTS.listAll, {}, userId, adminAccountsAnswer);
  }

  createAccount(userId: string, draft: AccountDraft) {
    return this.send(ADMIN_ACCOUNTS.create, {}, userId, accountBody(userId, draft));
  }

  updateAccount(userId: string, accountId: string, draft: AccountDraft) {
    return this.send(ADMIN_ACCOUNTS.update, { id: accountId }, userId, accountBody(userId, draft));
  }

  listAuditTrail(userId: string, filter: AuditFilter) {
    const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value)));
    return this.read(ADMIN_TOOLS.audit, {}, userId, auditEntriesAnswer, query);
  }

  listRecords(userId: string, collection: string) {
    const declared = recordCollectionNamed(collection);
    return this.read(declared.endpoints.list, {}, userId, recordsAnswer(declared));
  }

  saveRecord(
    userId: string,
    collection: string,
    recordId: string | null,
    values: Readonly<Record<string, string>>,
  ) {
    const { endpoints } = recordCollectionNamed(collection);
    return recordId === null
      ? this.send(endpoints.create, {}, userId, values)
      : this.send(endpoints.update, { id: recordId }, userId, values);
  }

  deleteRecord(userId: string, collection: string, recordId: string) {
    return this.remove(recordCollectionNamed(collection).endpoints.remove, { id: recordId }, userId);
  }

  listAllowedUsers(userId: string) {
    return this.read(ALLOWED_USERS.list, {}, userId, allowedUsersAnswer);
  }

  allowUser(userId: string, entry: { email: string; roleId: string; accountId: string }) {
    return this.http.send(ALLOWED_USERS.allow, {
      body: { ...entry, userId },
      schema: allowedUserAnswer,
    });
  }

  removeAllowedUser(userId: string, allowedUserId: string) {
    return this.remove(ALLOWED_USERS.remove, { id: allowedUserId }, userId, { inBody: true });
  }

  listAccountUsers(userId: string, accountId: string) {
    return this.read(ACCOUNT_ADMIN.members, { accountId }, userId, accountUsersAnswer);
  }

  addAccountUser(userId: string, accountId: string, target: AccountUserTarget, isAccountAdmin: boolean) {
    const whom = 'userId' in target ? { targetUserId: target.userId } : { targetEmail: target.email };
    return this.http.send(ACCOUNT_ADMIN.addMember, {
      params: { accountId },
      body: { userId, ...whom, isAccountAdmin },
      schema: addAccountAdminAnswer,
    });
  }

  setAccountAdmin(userId: string, accountId: string, targetUserId: string, isAccountAdmin: boolean) {
    const member = { accountId, targetId: targetUserId };
    return this.send(ACCOUNT_ADMIN.setAdmin, member, userId, { isAccountAdmin });
  }

  removeAccountUser(userId: string, accountId: string, targetUserId: string) {
    const member = { accountId, targetId: targetUserId };
    return this.remove(ACCOUNT_ADMIN.removeMember, member, userId, { inBody: true });
  }

  listAccountSettings(userId: string, accountId: string) {
    return this.read(ACCOUNT_ADMIN.settings, { accountId }, userId, accountSettingsAnswer);
  }

  saveAccountSetting(userId: string, accountId: string, key: string, value: string) {
    const setting = { accountId, settingKey: key };
    return this.send(ACCOUNT_ADMIN.saveSetting, setting, userId, { settingValue: value });
  }

  deleteAccountSetting(userId: string, accountId: string, key: string) {
    const setting = { accountId, settingKey: key };
    return this.remove(ACCOUNT_ADMIN.removeSetting, setting, userId, { inBody: true });
  }

  listChannels(userId: string) {
    return this.read(CHANNELS.list, {}, userId, channelsAnswer);
  }

  listChannelTypes(userId: string) {
    return this.read(CHANNELS.types, {}, userId, channelTypesAnswer);
  }

  listAccountChannels(userId: string) {
    return this.read(CHANNELS.assignments, {}, userId, accountChannelsAnswer);
  }

  createChannel(userId: string, draft: ChannelDraft) {
    const { name, typeId, fieldValues } = draft;
    return this.send(CHANNELS.create, {}, userId, {
      name,
      channel_type_id: typeId,
      field_values: fieldValues,
    });
  }

  updateChannel(userId: string, channelId: string, draft: Omit<ChannelDraft, 'typeId'>) {
    const body = { name: draft.name, field_values: draft.fieldValues };
    return this.send(CHANNELS.update, { id: channelId }, userId, body);
  }

  deleteChannel(userId: string, channelId: string) {
    return this.remove(CHANNELS.remove, { id: channelId }, userId);
  }

  assignChannel(userId: string, assignment: AssignmentDraft) {
    return this.send(CHANNELS.assign, {}, userId, {
      account_id: assignment.accountId,
      channel_id: assignment.channelId,
      is_enabled: assignment.isEnabled,
    });
  }

  setChannelAssignmentEnabled(userId: string, assignmentId: string, isEnabled: boolean) {
    return this.send(CHANNELS.setEnabled, { id: assignmentId }, userId, {
      is_enabled: isEnabled,
    });
  }

  removeChannelAssignment(userId: string, assignmentId: string) {
    return this.remove(CHANNELS.unassign, { id: assignmentId }, userId);
  }

  exportAudienceData(userId: string) {
    return this.http.send(ADMIN_TOOLS.dataExport, {
      body: { userId },
      schema: audienceExportAnswer,
      errorFields: EXPORT_ERROR_FIELDS,
    });
  }

  /** A GET with the acting user in the query. */
  private read<T, Path extends string>(
    declared: Endpoint<Path>,
    params: ParamsOf<Path>,
    userId: string,
    schema: z.core.$ZodType<T>,
    query: Record<string, string> = {},
  ) {
    const call: Endpoint = declared;
    return this.http.send(call, { params, query: { userId, ...query }, schema });
  }

  /** A POST or PUT whose answer is not read, with the acting user in the body. */
  private async send<Path extends string>(
    declared: Endpoint<Path>,
    params: ParamsOf<Path>,
    userId: string,
    body: object,
  ): Promise<void> {
    const call: Endpoint = declared;
    await this.http.send(call, { params, body: { ...body, userId }, schema: ignoredAnswer });
  }

  /** A DELETE with the acting user in the query (and the body, where the spec says so). */
  private async remove<Path extends string>(
    declared: Endpoint<Path>,
    params: ParamsOf<Path>,
    userId: string,
    { inBody = false } = {},
  ): Promise<void> {
    const call: Endpoint = declared;
    await this.http.send(call, {
      params,
      query: { userId },
      ...(inBody ? { body: { userId } } : {}),
      schema: ignoredAnswer,
    });
  }
}
