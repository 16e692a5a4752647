import * as z from 'zod/mini';
import type { AdminUser, AllowedUser } from '../../../core/domain/admin/entities';
import { accountsField, roleNameField } from './account';
import { idText, moment, text } from './fields';
import { flag, id, optionalId, optionalText, timestampText, wrapped, wrappedList } from './lenient';
import { superAdminFact, superAdminOr } from './super-admin-fact';

/** One row of GET /api/admin/users: a user, once per account, or with an accounts list. */
export const adminUserRowSchema = z.pipe(
  z.looseObject({
    id,
    email: z.string(),
    display_name: text,
    role_id: idText,
    role: roleNameField,
    role_name: optionalText,
    account_id: optionalId,
    account_name: optionalText,
    accounts: accountsField,
    last_login: z.catch(z.nullish(timestampText), undefined),
    created_at: moment,
    is_deleted: flag,
    is_super_admin: superAdminFact,
  }),
  z.transform(
    (dto): AdminUser => ({
      id: dto.id,
      email: dto.email,
      displayName: dto.display_name,
      roleId: dto.role_id,
      roleName: dto.role_name ?? dto.role ?? '',
      accounts: (
        dto.accounts ?? (dto.account_id ? [{ id: dto.account_id, name: dto.account_name ?? '' }] : [])
      ).map(({ id, name }) => ({ id, name })),
      lastLogin: dto.last_login ?? null,
      createdAt: dto.created_at,
      isDeleted: dto.is_deleted,
      isSuperAdmin: superAdminOr(dto.is_super_admin, dto.role_name ?? dto.role),
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
      initialRoleName: dto.initial_role_name,
      initialAccountName: dto.initial_account_name,
      createdAt: dto.created_at,
    }),
  ),
);

export const allowedUsersAnswer = wrappedList(allowedUserSchema, 'allowed user', [
  'allowedUsers',
  'allowed_users',
  'users',
]);
export const allowedUserAnswer = wrapped(allowedUserSchema, ['allowedUser', 'allowed_user', 'user']);
