import * as z from 'zod/mini';
import type {
  AccountSetting,
  AccountUser,
  AddAccountAdminAnswer,
  AdminAccount,
} from '../../../core/domain/admin/entities';
import { accountSchema } from './account';
import { moment, text } from './fields';
import {
  flag,
  id,
  optionalId,
  optionalText,
  reportIssues,
  withoutUndefined,
  wrapped,
  wrappedList,
} from './lenient';

export const adminAccountSchema = z.pipe(
  z.looseObject({ created_by_name: optionalText, created_at: moment, updated_at: moment }),
  z.transform((dto, ctx): AdminAccount => {
    const account = accountSchema.safeParse(dto);
    if (!account.success) {
      reportIssues(ctx, account.error.issues);
      return z.NEVER;
    }
    return withoutUndefined({
      ...account.data,
      createdByName: dto.created_by_name,
      createdAt: dto.created_at,
      updatedAt: dto.updated_at,
    });
  }),
);

export const adminAccountsAnswer = wrappedList(adminAccountSchema, 'account', ['accounts']);

export const accountUserSchema = z.pipe(
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
        userId: (dto.user_id ?? dto.id) as string,
        id: (dto.id ?? dto.user_id) as string,
        email: dto.email,
        displayName: dto.display_name,
        roleName: dto.role_name,
        isAccountAdmin: dto.is_account_admin,
        addedByName: dto.added_by_name,
        createdAt: dto.created_at,
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
        userId: dto.user_id,
        displayName: dto.display_name,
        email: dto.email,
        message: dto.message,
        isAccountAdmin: dto.is_account_admin,
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
      key: dto.setting_key,
      value: dto.setting_value,
      createdAt: dto.created_at,
      updatedAt: dto.updated_at,
    }),
  ),
);

export const accountSettingsAnswer = wrappedList(accountSettingSchema, 'setting', ['settings']);
