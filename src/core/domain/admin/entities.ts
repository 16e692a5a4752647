import type { Account } from '../account';
import type { PermissionMap } from '../permissions';

/*
 * The administration area's entities (spec 3 §3) as the product thinks of them. The backend's
 * names (display_name, is_deleted …) are read once, in src/adapters/http/schemas/admin-*.ts.
 */

/** A user as the admin dashboard lists them, rows per account merged into one. */
export interface AdminUser {
  id: string;
  email: string;
  displayName: string;
  roleId: string;
  roleName: string;
  accounts: Pick<Account, 'id' | 'name'>[];
  /** When they last signed in; null for never. */
  lastLogin: string | null;
  createdAt: string;
  /** Inactive (spec 3 §4). */
  isDeleted: boolean;
  /** Their role grants impersonate_admin (spec 1 §6), whatever it is called. */
  isSuperAdmin: boolean;
}

export interface Role {
  id: string;
  name: string;
  description?: string;
  userCount: number;
  permissionCount: number;
  /** It grants impersonate_admin, so holding it makes a Super Admin (spec 1 §6). */
  makesSuperAdmin: boolean;
}

export interface RoleDraft {
  name: string;
  description?: string;
  /** Permission id → granted. */
  permissions: PermissionMap;
}

export interface Permission {
  id: string;
  /** Immutable after creation. */
  key: string;
  name: string;
  description?: string;
  /** System permissions cannot be edited or deleted. */
  isSystem: boolean;
}

export interface AdminAccount extends Account {
  createdByName?: string;
  createdAt: string;
  updatedAt: string;
}

/** A user of one account, as its Account Admins view lists them. */
export interface AccountUser {
  userId: string;
  id: string;
  email: string;
  displayName: string;
  roleName: string;
  isAccountAdmin: boolean;
  addedByName?: string;
  createdAt: string;
}

export interface AccountSetting {
  id: string;
  key: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}

/** A record of a plain admin collection (src/contract/records): its fields as text, by name. */
export interface AdminRecord {
  id: string;
  values: Readonly<Record<string, string>>;
}

export interface AllowedUser {
  id: string;
  email: string;
  initialRoleName: string;
  initialAccountName: string;
  createdAt: string;
}

export type ChannelFieldType = 'boolean' | 'number' | 'text';

export interface ChannelField {
  id: string;
  name: string;
  label: string;
  type: ChannelFieldType;
  required: boolean;
}

export interface ChannelType {
  id: string;
  name: string;
  fields: ChannelField[];
}

export type ChannelFieldValues = Record<string, string | number | boolean>;

export interface ChannelConfig {
  id: string;
  name: string;
  typeId: string;
  typeName: string;
  fieldValues: ChannelFieldValues;
  createdByEmail?: string;
  createdAt: string;
}

export interface AccountChannelAssignment {
  id: string;
  accountId: string;
  channelId: string;
  accountName: string;
  channelName: string;
  channelTypeName: string;
  isEnabled: boolean;
  createdAt: string;
}

/** The answer of adding an account admin (spec 3 §7). */
export interface AddAccountAdminAnswer {
  userId: string;
  displayName: string;
  email: string;
  message: string;
  isAccountAdmin: boolean;
}

/** The audience export: the document to save as it came, and how many records it holds. */
export interface AudienceExport {
  totalRecords: number;
  document: Record<string, unknown>;
}

/** One change an admin made while impersonating someone (our audit trail, docs/decisions.md). */
export interface AuditEntry {
  id: string;
  at: string;
  adminUserId: string;
  adminEmail: string;
  targetUserId: string;
  targetEmail: string;
  /** The identity the call acted as: the impersonated user when the call named them, else the admin. */
  actingUserId: string;
  actingEmail: string;
  action: string;
  path: string;
}

/** Filters of the audit list; empty values do not filter. */
export interface AuditFilter {
  adminId?: string;
  targetId?: string;
  /** yyyy-mm-dd, inclusive. */
  from?: string;
  to?: string;
}
