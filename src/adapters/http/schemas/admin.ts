import * as z from 'zod/mini';
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
} from '../../../core/domain/admin';
import { accountSchema } from './account';
import {
  flag,
  id,
  listOf,
  numeric,
  optionalId,
  optionalText,
  parsedJson,
  reportIssues,
  timestampText,
  withoutUndefined,
  wrapped,
  wrappedList,
} from './lenient';

const text = z.pipe(
  optionalText,
  z.transform((value) => value ?? ''),
);
const count = z.pipe(
  z.optional(z.catch(numeric, 0)),
  z.transform((value) => value ?? 0),
);
const moment = z.pipe(
  z.catch(z.optional(timestampText), undefined),
  z.transform((value) => value ?? ''),
);
const idText = z.pipe(
  optionalId,
  z.transform((value) => value ?? ''),
);
const roleName = z.catch(
  z.nullish(
    z.union([
      z.string(),
      z.pipe(
        z.looseObject({ name: z.string() }),
        z.transform((role) => role.name),
      ),
    ]),
  ),
  undefined,
);

/** One row of GET /api/admin/users: a user, once per account, or with an accounts list. */
const adminUserRowSchema = z.pipe(
  z.looseObject({
    id,
    email: z.string(),
    display_name: text,
    role_id: idText,
    role: roleName,
    role_name: optionalText,
    account_id: optionalId,
    account_name: optionalText,
    accounts: z.catch(z.optional(listOf(accountSchema, 'account')), undefined),
    last_login: z.catch(z.nullish(timestampText), undefined),
    created_at: moment,
    is_deleted: flag,
  }),
  z.transform(
    (dto): AdminUser => ({
      id: dto.id,
      email: dto.email,
      display_name: dto.display_name,
      role_id: dto.role_id,
      role_name: dto.role_name ?? dto.role ?? '',
      accounts: (
        dto.accounts ?? (dto.account_id ? [{ id: dto.account_id, name: dto.account_name ?? '' }] : [])
      ).map(({ id, name }) => ({ id, name })),
      last_login: dto.last_login ?? null,
      created_at: dto.created_at,
      is_deleted: dto.is_deleted,
    }),
  ),
);

/** Rows of one user (one per account) become one user holding every account (spec 3 §3). */
function mergeRowsPerUser(rows: AdminUser[]): AdminUser[] {
  const byId = new Map<string, AdminUser>();
  for (const row of rows) {
    const seen = byId.get(row.id);
    if (!seen) {
      byId.set(row.id, { ...row, accounts: [...row.accounts] });
      continue;
    }
    for (const account of row.accounts) {
      if (!seen.accounts.some((held) => held.id === account.id)) seen.accounts.push(account);
    }
  }
  return [...byId.values()];
}

export const adminUsersAnswer = z.pipe(
  wrappedList(adminUserRowSchema, 'user', ['users']),
  z.transform(mergeRowsPerUser),
);

const roleSchema = z.pipe(
  z.looseObject({
    id,
    name: z.string(),
    description: optionalText,
    user_count: count,
    permission_count: count,
  }),
  z.transform(
    (dto): Role =>
      withoutUndefined({
        id: dto.id,
        name: dto.name,
        description: dto.description,
        user_count: dto.user_count,
        permission_count: dto.permission_count,
      }),
  ),
);

export const rolesAnswer = wrappedList(roleSchema, 'role', ['roles']);
export const roleAnswer = wrapped(roleSchema, ['role']);

/** GET /api/admin/roles/{id}/permissions: items with permission_id (bare ids accepted). */
export const rolePermissionIdsAnswer = wrappedList(
  z.union([
    id,
    z.pipe(
      z.looseObject({ permission_id: id }),
      z.transform((grant) => grant.permission_id),
    ),
  ]),
  'role permission',
  ['permissions', 'rolePermissions', 'role_permissions'],
);

const permissionSchema = z.pipe(
  z.looseObject({ id, key: z.string(), name: text, description: optionalText, is_system: flag }),
  z.transform(
    (dto): Permission =>
      withoutUndefined({
        id: dto.id,
        key: dto.key,
        name: dto.name,
        description: dto.description,
        is_system: dto.is_system,
      }),
  ),
);

export const permissionsAnswer = wrappedList(permissionSchema, 'permission', ['permissions']);

const adminAccountSchema = z.pipe(
  z.looseObject({ created_by_name: optionalText, created_at: moment, updated_at: moment }),
  z.transform((dto, ctx): AdminAccount => {
    const account = accountSchema.safeParse(dto);
    if (!account.success) {
      reportIssues(ctx, account.error.issues);
      return z.NEVER;
    }
    return withoutUndefined({
      ...account.data,
      created_by_name: dto.created_by_name,
      created_at: dto.created_at,
      updated_at: dto.updated_at,
    });
  }),
);

export const adminAccountsAnswer = wrappedList(adminAccountSchema, 'account', ['accounts']);

const allowedUserSchema = z.pipe(
  z.looseObject({
    id,
    email: z.string(),
    initial_role_name: text,
    initial_account_name: text,
    created_at: moment,
  }),
  z.transform(
    (dto): AllowedUser => ({
      id: dto.id,
      email: dto.email,
      initial_role_name: dto.initial_role_name,
      initial_account_name: dto.initial_account_name,
      created_at: dto.created_at,
    }),
  ),
);

export const allowedUsersAnswer = wrappedList(allowedUserSchema, 'allowed user', [
  'allowedUsers',
  'allowed_users',
  'users',
]);
export const allowedUserAnswer = wrapped(allowedUserSchema, ['allowedUser', 'allowed_user', 'user']);

const accountUserSchema = z.pipe(
  z
    .looseObject({
      user_id: optionalId,
      id: optionalId,
      email: z.string(),
      display_name: text,
      role_name: text,
      is_account_admin: flag,
      added_by_name: optionalText,
      created_at: moment,
    })
    .check(
      z.refine((dto) => (dto.user_id ?? dto.id) !== undefined, {
        message: 'an account user needs an id',
        path: ['id'],
      }),
    ),
  z.transform(
    (dto): AccountUser =>
      withoutUndefined({
        user_id: (dto.user_id ?? dto.id) as string,
        id: (dto.id ?? dto.user_id) as string,
        email: dto.email,
        display_name: dto.display_name,
        role_name: dto.role_name,
        is_account_admin: dto.is_account_admin,
        added_by_name: dto.added_by_name,
        created_at: dto.created_at,
      }),
  ),
);

export const accountUsersAnswer = wrappedList(accountUserSchema, 'account user', ['users', 'accountUsers']);

/** POST /api/account-admin/accounts/{accountId}/users: who was made an admin, and what happened. */
export const addAccountAdminAnswer = wrapped(
  z.pipe(
    z.looseObject({
      user_id: id,
      display_name: text,
      email: text,
      message: text,
      is_account_admin: flag,
    }),
    z.transform(
      (dto): AddAccountAdminAnswer => ({
        user_id: dto.user_id,
        display_name: dto.display_name,
        email: dto.email,
        message: dto.message,
        is_account_admin: dto.is_account_admin,
      }),
    ),
  ),
);

const settingValue = z.pipe(
  z.catch(
    z.nullish(
      z.union([
        z.string(),
        z.pipe(z.number(), z.transform(String)),
        z.pipe(z.boolean(), z.transform(String)),
      ]),
    ),
    undefined,
  ),
  z.transform((value) => value ?? ''),
);

const accountSettingSchema = z.pipe(
  z.looseObject({
    id,
    setting_key: z.string(),
    setting_value: settingValue,
    created_at: moment,
    updated_at: moment,
  }),
  z.transform(
    (dto): AccountSetting => ({
      id: dto.id,
      setting_key: dto.setting_key,
      setting_value: dto.setting_value,
      created_at: dto.created_at,
      updated_at: dto.updated_at,
    }),
  ),
);

export const accountSettingsAnswer = wrappedList(accountSettingSchema, 'setting', ['settings']);

const FIELD_TYPES = ['boolean', 'number', 'text'] as const;

const channelFieldSchema = z.looseObject({
  id,
  field_name: z.string(),
  field_label: optionalText,
  field_type: z.pipe(
    z.catch(z.optional(z.string()), undefined),
    z.transform((type) => FIELD_TYPES.find((known) => known === type) ?? 'text'),
  ),
  is_required: flag,
});

const channelTypeSchema = z.pipe(
  z.looseObject({
    id,
    name: z.string(),
    fields: z.optional(
      z.pipe(parsedJson, z.catch(z.optional(listOf(channelFieldSchema, 'channel field')), undefined)),
    ),
  }),
  z.transform(
    (dto): ChannelType => ({
      id: dto.id,
      name: dto.name,
      fields: (dto.fields ?? []).map((field) => ({
        id: field.id,
        field_name: field.field_name,
        field_label: field.field_label ?? field.field_name,
        field_type: field.field_type,
        is_required: field.is_required,
      })),
    }),
  ),
);

export const channelTypesAnswer = wrappedList(channelTypeSchema, 'channel type', [
  'types',
  'channelTypes',
  'channel_types',
]);

const fieldValues = z.optional(
  z.pipe(
    parsedJson,
    z.catch(
      z.optional(
        z.pipe(
          z.record(z.string(), z.unknown()),
          z.transform((values) =>
            Object.fromEntries(
              Object.entries(values).filter(
                (entry): entry is [string, string | number | boolean] =>
                  typeof entry[1] === 'string' ||
                  typeof entry[1] === 'number' ||
                  typeof entry[1] === 'boolean',
              ),
            ),
          ),
        ),
      ),
      undefined,
    ),
  ),
);

const channelConfigSchema = z.pipe(
  z.looseObject({
    id,
    name: z.string(),
    channel_type_id: idText,
    channel_type_name: text,
    field_values: fieldValues,
    created_by_email: optionalText,
    created_at: moment,
  }),
  z.transform(
    (dto): ChannelConfig =>
      withoutUndefined({
        id: dto.id,
        name: dto.name,
        channel_type_id: dto.channel_type_id,
        channel_type_name: dto.channel_type_name,
        field_values: dto.field_values ?? {},
        created_by_email: dto.created_by_email,
        created_at: dto.created_at,
      }),
  ),
);

export const channelsAnswer = wrappedList(channelConfigSchema, 'channel', ['channels']);

const assignmentSchema = z.pipe(
  z.looseObject({
    id,
    account_id: idText,
    channel_id: idText,
    account_name: text,
    channel_name: text,
    channel_type_name: text,
    is_enabled: flag,
    created_at: moment,
  }),
  z.transform(
    (dto): AccountChannelAssignment => ({
      id: dto.id,
      account_id: dto.account_id,
      channel_id: dto.channel_id,
      account_name: dto.account_name,
      channel_name: dto.channel_name,
      channel_type_name: dto.channel_type_name,
      is_enabled: dto.is_enabled,
      created_at: dto.created_at,
    }),
  ),
);

export const accountChannelsAnswer = wrappedList(assignmentSchema, 'channel assignment', [
  'assignments',
  'accountChannels',
  'account_channels',
  'channels',
]);

/** POST /api/admin/adara-data-export: kept whole, since the admin saves it as a file. */
export const audienceExportAnswer = z.looseObject({ total_records: count });
