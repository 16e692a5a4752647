import type { Account } from '../account';
import type { PermissionMap } from '../permissions';

/** A user as the admin dashboard lists them, rows per account merged into one (spec 3 §3). */
export interface AdminUser {
  id: string;
  email: string;
  display_name: string;
  role_id: string;
  role_name: string;
  accounts: Pick<Account, 'id' | 'name'>[];
  last_login: string | null;
  created_at: string;
  is_deleted: boolean;
}

export interface Role {
  id: string;
  name: string;
  description?: string;
  user_count: number;
  permission_count: number;
}

export interface RoleDraft {
  name: string;
  description?: string;
  permissions: PermissionMap;
}

export interface Permission {
  id: string;
  key: string;
  name: string;
  description?: string;
  is_system: boolean;
}

export interface AdminAccount extends Account {
  created_by_name?: string;
  created_at: string;
  updated_at: string;
}

export interface AccountUser {
  user_id: string;
  id: string;
  email: string;
  display_name: string;
  role_name: string;
  is_account_admin: boolean;
  added_by_name?: string;
  created_at: string;
}

export interface AccountSetting {
  id: string;
  setting_key: string;
  setting_value: string;
  created_at: string;
  updated_at: string;
}

export interface AllowedUser {
  id: string;
  email: string;
  initial_role_name: string;
  initial_account_name: string;
  created_at: string;
}

export interface ChannelType {
  id: string;
  name: string;
  fields: {
    id: string;
    field_name: string;
    field_label: string;
    field_type: 'boolean' | 'number' | 'text';
    is_required: boolean;
  }[];
}

export interface ChannelConfig {
  id: string;
  name: string;
  channel_type_id: string;
  channel_type_name: string;
  field_values: Record<string, string | number | boolean>;
  created_by_email?: string;
  created_at: string;
}

export interface AccountChannelAssignment {
  id: string;
  account_id: string;
  channel_id: string;
  account_name: string;
  channel_name: string;
  channel_type_name: string;
  is_enabled: boolean;
  created_at: string;
}

/** The answer of adding an account admin (spec 3 §7). */
export interface AddAccountAdminAnswer {
  user_id: string;
  display_name: string;
  email: string;
  message: string;
  is_account_admin: boolean;
}

/** One change an admin made while impersonating someone (our audit trail, docs/decisions.md). */
export interface AuditEntry {
  id: string;
  at: string;
  adminUserId: string;
  adminEmail: string;
  targetUserId: string;
  targetEmail: string;
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
