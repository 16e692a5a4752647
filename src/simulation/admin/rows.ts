import { accountsOf } from '../access/accounts';
import { isSuperAdminUser, roleMakesSuperAdmin, roleNameOf } from '../access/roles';
import { notFound } from '../DemoError';
import type {
  DemoAccount,
  DemoAccountChannel,
  DemoAccountUser,
  DemoAllowedUser,
  DemoChannelConfig,
  DemoData,
  DemoRole,
  DemoUser,
} from '../data/types';

/** What the administration routes answer for each record (spec 3 §3 field names). */

export function found<T>(record: T | undefined, what: string): T {
  if (record === undefined) throw notFound(`${what} not found`);
  return record;
}

export function nameOfUser(data: DemoData, userId: string | null): string | undefined {
  return data.users.find((user) => user.id === userId)?.display_name;
}

export function allowedRow(data: DemoData, entry: DemoAllowedUser) {
  return {
    id: entry.id,
    email: entry.email,
    initial_role_name: data.roles.find((role) => role.id === entry.initial_role_id)?.name ?? '',
    initial_account_name:
      data.accounts.find((account) => account.id === entry.initial_account_id)?.name ?? '',
    created_at: entry.created_at,
    updated_at: entry.updated_at,
  };
}

export function accountRow(data: DemoData, { created_by, ...account }: DemoAccount) {
  return { ...account, created_by_name: nameOfUser(data, created_by) };
}

export function userRow(data: DemoData, user: DemoUser) {
  const accounts = accountsOf(data, user).map(({ id, name }) => ({ id, name }));
  const roleName = roleNameOf(data, user);
  return {
    id: user.id,
    email: user.email,
    display_name: user.display_name,
    role_id: user.role_id,
    role: roleName,
    role_name: roleName,
    account_id: accounts[0]?.id ?? null,
    account_name: accounts[0]?.name ?? null,
    accounts,
    last_login: user.last_login,
    created_at: user.created_at,
    is_deleted: user.is_deleted,
    /** Derived by the one rule (a role granting impersonate_admin), so screens never compare names. */
    is_super_admin: isSuperAdminUser(data, user),
  };
}

export function roleRow(data: DemoData, role: DemoRole) {
  return {
    ...role,
    user_count: data.users.filter((user) => user.role_id === role.id && !user.is_deleted).length,
    permission_count: data.rolePermissions.filter((grant) => grant.role_id === role.id).length,
    grants_super_admin: roleMakesSuperAdmin(data, role.id),
  };
}

export function configRow(data: DemoData, config: DemoChannelConfig) {
  const { created_by, ...rest } = config;
  return {
    ...rest,
    channel_type_name: data.channelTypes.find((type) => type.id === config.channel_type_id)?.name ?? '',
    created_by_email: data.users.find((user) => user.id === created_by)?.email,
  };
}

export function assignmentRow(data: DemoData, row: DemoAccountChannel) {
  const channel = data.channelConfigs.find((config) => config.id === row.channel_id);
  return {
    ...row,
    account_name: data.accounts.find((account) => account.id === row.account_id)?.name ?? '',
    channel_name: channel?.name ?? '',
    channel_type_name: data.channelTypes.find((type) => type.id === channel?.channel_type_id)?.name ?? '',
  };
}

export function accountUserRow(data: DemoData, row: DemoAccountUser) {
  const user = data.users.find((candidate) => candidate.id === row.user_id);
  return {
    user_id: row.user_id,
    id: row.user_id,
    email: user?.email ?? '',
    display_name: user?.display_name ?? '',
    role_name: user ? roleNameOf(data, user) : '',
    is_account_admin: row.is_account_admin,
    added_by_name: nameOfUser(data, row.added_by),
    created_at: row.created_at,
  };
}
