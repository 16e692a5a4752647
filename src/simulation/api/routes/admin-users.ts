import { accountsOf } from '../../access/accounts';
import { mayManageAccount, requireMayEditUser } from '../../access/admin-scope';
import { isSuperAdminUser, roleNameOf } from '../../access/roles';
import { badRequest, forbidden } from '../../DemoError';
import type { DemoData, DemoUser } from '../../data/types';
import { requiredBoolean, requiredText } from '../input';
import type { Route } from '../router';
import { asAdmin, found } from './admin-common';

const SUPER_ADMIN_ROLE = 'Super Admin';
const ADMIN_ROLE = 'Admin';

function userRow(data: DemoData, user: DemoUser) {
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
  };
}

/** `account_ids` (our addition to spec 3 §7, docs/backend-contract.md): the accounts chosen in the editor. */
function accountIdsOf(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string')) {
    throw badRequest('account_ids must be a list of account ids');
  }
  return [...new Set(value as string[])];
}

/** Replaces the user's memberships: Admins become account admins of every account they hold. */
function assignAccounts(
  data: DemoData,
  actor: DemoUser,
  user: DemoUser,
  accountIds: string[],
  at: string,
): void {
  const isAdminRole = roleNameOf(data, user) === ADMIN_ROLE;
  const kept = data.accountUsers.filter((row) => row.user_id !== user.id);
  const rows = accountIds.map((accountId) => {
    const before = data.accountUsers.find((row) => row.user_id === user.id && row.account_id === accountId);
    return {
      id: before?.id ?? `au-${accountId.replace(/^acc-/, '')}-${user.id.replace(/^u-/, '')}`,
      account_id: accountId,
      user_id: user.id,
      is_account_admin: isAdminRole || (before?.is_account_admin ?? false),
      added_by: before?.added_by ?? actor.id,
      created_at: before?.created_at ?? at,
    };
  });
  data.accountUsers = [...kept, ...rows];
  user.account_id = isAdminRole ? null : (accountIds[0] ?? null);
}

/** User management (spec 3 §2 Users tab, §5 user edit rules, §6). */
export const adminUserRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/admin/users',
    async handle(ctx) {
      const { data } = await asAdmin(ctx);
      return { users: data.users.map((user) => userRow(data, user)) };
    },
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    async handle(ctx) {
      const { data, actor, input, at } = await asAdmin(ctx);
      const user = found(
        data.users.find((candidate) => candidate.id === ctx.params.id),
        'User',
      );
      requireMayEditUser(data, actor, user);
      const role = found(
        data.roles.find((candidate) => candidate.id === requiredText(input, 'role_id')),
        'Role',
      );
      if (role.name === SUPER_ADMIN_ROLE && !isSuperAdminUser(data, actor)) {
        throw forbidden('You do not have permission to assign the Super Admin role');
      }
      const accountIds = accountIdsOf(input.account_ids);
      if (accountIds) {
        if (accountIds.length === 0) throw badRequest('Please select at least one account for the user');
        if (role.name !== ADMIN_ROLE && accountIds.length > 1) {
          throw badRequest('Non-Admin users can only be assigned to a single account');
        }
        for (const accountId of accountIds) {
          found(
            data.accounts.find((account) => account.id === accountId),
            'Account',
          );
          const alreadyHeld = accountsOf(data, user).some((account) => account.id === accountId);
          if (!alreadyHeld && !mayManageAccount(data, actor, accountId)) {
            throw forbidden('You do not have access to this account');
          }
        }
      } else if (role.name !== ADMIN_ROLE && accountsOf(data, user).length > 1) {
        throw badRequest('Non-Admin users can only be assigned to a single account');
      }
      user.role_id = role.id;
      user.is_super_admin = role.name === SUPER_ADMIN_ROLE;
      assignAccounts(
        data,
        actor,
        user,
        accountIds ?? accountsOf(data, user).map((account) => account.id),
        at,
      );
      ctx.markChanged();
      return { user: userRow(data, user) };
    },
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id/status',
    async handle(ctx) {
      const { data, actor, input } = await asAdmin(ctx);
      const user = found(
        data.users.find((candidate) => candidate.id === ctx.params.id),
        'User',
      );
      requireMayEditUser(data, actor, user);
      const isDeleted = requiredBoolean(input, 'is_deleted');
      if (isDeleted && user.id === actor.id) throw badRequest('You cannot deactivate yourself');
      user.is_deleted = isDeleted;
      ctx.markChanged();
      return { user: userRow(data, user) };
    },
  },
];
