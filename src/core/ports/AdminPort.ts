import type { Account } from '../domain/account';
import type {
  AccountChannelAssignment,
  AccountSetting,
  AccountUser,
  AddAccountAdminAnswer,
  AdminAccount,
  AdminRecord,
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
} from '../domain/admin/entities';

export type AccountDraft = Pick<Account, 'name' | 'description' | 'status'>;
export type PermissionDraft = Pick<Permission, 'key' | 'name' | 'description'>;
export type ChannelDraft = Pick<ChannelConfig, 'name' | 'typeId' | 'fieldValues'>;
export type AssignmentDraft = Pick<AccountChannelAssignment, 'accountId' | 'channelId' | 'isEnabled'>;
/** Whom to add to an account: a user the admin picked, or an email an account admin typed. */
export type AccountUserTarget = { userId: string } | { email: string };

/**
 * What the administration area asks of the backend (spec 3 §7; routes in
 * docs/openapi.json). `userId` is always the acting user: the backend applies that
 * user's rights, so while impersonating the target's rights apply. Every method rejects with a
 * BackendError whose message is the server's own text when it sent one and whose kind the
 * adapter named (refused, not-found, rejected …); use cases answer it as a Failure.
 */
export interface AdminPort {
  /** Everyone the admin may manage, one entry per user with all their accounts. */
  listUsers(userId: string): Promise<AdminUser[]>;
  /** Gives a user a role and, when `accountIds` is given, exactly those accounts. */
  assignUserRole(
    userId: string,
    targetId: string,
    roleId: string,
    accountIds?: readonly string[],
  ): Promise<void>;
  /** Deactivates (true) or reactivates (false) a user: a call of its own (spec 3 §4). */
  setUserDeleted(userId: string, targetId: string, isDeleted: boolean): Promise<void>;
  listRoles(userId: string): Promise<Role[]>;
  createRole(userId: string, draft: RoleDraft): Promise<Role>;
  updateRole(userId: string, roleId: string, draft: RoleDraft): Promise<void>;
  /** Rejected while the role still has users. */
  deleteRole(userId: string, roleId: string): Promise<void>;
  /** The ids of the permissions a role grants. */
  listRolePermissionIds(userId: string, roleId: string): Promise<string[]>;
  listPermissions(userId: string): Promise<Permission[]>;
  createPermission(userId: string, draft: PermissionDraft): Promise<void>;
  /** Name and description only: a key never changes, system permissions never do. */
  updatePermission(userId: string, permissionId: string, draft: Omit<PermissionDraft, 'key'>): Promise<void>;
  deletePermission(userId: string, permissionId: string): Promise<void>;
  /** The accounts the user manages (account-admin endpoint); empty for those who manage none. */
  listManagedAccounts(userId: string): Promise<AdminAccount[]>;
  /** Every account (super-admin endpoint). */
  listAllAccounts(userId: string): Promise<AdminAccount[]>;
  /** A new account is active by default and its creator becomes its account admin. */
  createAccount(userId: string, draft: AccountDraft): Promise<void>;
  updateAccount(userId: string, accountId: string, draft: AccountDraft): Promise<void>;
  /** The records of a plain admin collection, by the collection's name ('holidays'). */
  listRecords(userId: string, collection: string): Promise<AdminRecord[]>;
  /** Adds a record (`recordId` null) or changes one; 400 when a field breaks its declaration. */
  saveRecord(
    userId: string,
    collection: string,
    recordId: string | null,
    values: Readonly<Record<string, string>>,
  ): Promise<void>;
  deleteRecord(userId: string, collection: string, recordId: string): Promise<void>;
  listAllowedUsers(userId: string): Promise<AllowedUser[]>;
  allowUser(
    userId: string,
    entry: { email: string; roleId: string; accountId: string },
  ): Promise<AllowedUser>;
  removeAllowedUser(userId: string, allowedUserId: string): Promise<void>;
  listAccountUsers(userId: string, accountId: string): Promise<AccountUser[]>;
  /** Adds a user to the account, as its admin or as a member; the answer says what happened. */
  addAccountUser(
    userId: string,
    accountId: string,
    target: AccountUserTarget,
    isAccountAdmin: boolean,
  ): Promise<AddAccountAdminAnswer>;
  /** A member's role within the account: account admin (true) or member; also Add Admin's follow-up. */
  setAccountAdmin(
    userId: string,
    accountId: string,
    targetUserId: string,
    isAccountAdmin: boolean,
  ): Promise<void>;
  removeAccountUser(userId: string, accountId: string, targetUserId: string): Promise<void>;
  listAccountSettings(userId: string, accountId: string): Promise<AccountSetting[]>;
  /** Creates or replaces the setting under `key`. */
  saveAccountSetting(userId: string, accountId: string, key: string, value: string): Promise<void>;
  deleteAccountSetting(userId: string, accountId: string, key: string): Promise<void>;
  listChannels(userId: string): Promise<ChannelConfig[]>;
  listChannelTypes(userId: string): Promise<ChannelType[]>;
  listAccountChannels(userId: string): Promise<AccountChannelAssignment[]>;
  createChannel(userId: string, draft: ChannelDraft): Promise<void>;
  /** The type never changes on edit. */
  updateChannel(userId: string, channelId: string, draft: Omit<ChannelDraft, 'typeId'>): Promise<void>;
  deleteChannel(userId: string, channelId: string): Promise<void>;
  assignChannel(userId: string, assignment: AssignmentDraft): Promise<void>;
  setChannelAssignmentEnabled(userId: string, assignmentId: string, isEnabled: boolean): Promise<void>;
  removeChannelAssignment(userId: string, assignmentId: string): Promise<void>;
  /** The audience data as JSON, to be saved as a file. */
  exportAudienceData(userId: string): Promise<AudienceExport>;
  /** Changes made while impersonating, newest first (super admins only; read only). */
  listAuditTrail(userId: string, filter: AuditFilter): Promise<AuditEntry[]>;
}

export const AdminPort = Symbol.for('AdminPort');
