import { accountsOf } from '../../access/accounts';
import { requireAccountManager } from '../../access/admin-scope';
import { roleNameOf } from '../../access/roles';
import { badRequest } from '../../DemoError';
import { nextId } from '../../data/ids';
import type { DemoAccountUser, DemoData } from '../../data/types';
import type { RouteContext } from '../context';
import { optionalText, requiredText } from '../input';
import type { Route } from '../router';
import { asActor, found, nameOfUser } from './admin-common';

/** The acting user, who must manage the account of the path (403 for any other account). */
async function inManagedAccount(ctx: RouteContext) {
  const call = await asActor(ctx);
  const account = requireAccountManager(call.data, call.actor, ctx.params.accountId ?? '');
  return { ...call, account };
}

function accountUserRow(data: DemoData, row: DemoAccountUser) {
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

function membersOf(data: DemoData, accountId: string): DemoAccountUser[] {
  const rows = data.accountUsers.filter((row) => row.account_id === accountId);
  // Users whose own account this is count as members even without a membership row.
  const owners = data.users
    .filter((user) => user.account_id === accountId && !rows.some((row) => row.user_id === user.id))
    .map((user) => ({
      id: `own-${user.id}`,
      account_id: accountId,
      user_id: user.id,
      is_account_admin: false,
      added_by: null,
      created_at: user.created_at,
    }));
  return [...rows, ...owners];
}

/** Account admins and account settings (spec 3 §2 drill-down, §4, §5, §7). */
export const accountAdminRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/account-admin/accounts/:accountId/users',
    async handle(ctx) {
      const { data, account } = await inManagedAccount(ctx);
      return { users: membersOf(data, account.id).map((row) => accountUserRow(data, row)) };
    },
  },
  {
    method: 'POST',
    path: '/api/account-admin/accounts/:accountId/users',
    async handle(ctx) {
      const { data, actor, account, input, at } = await inManagedAccount(ctx);
      const user = found(
        data.users.find((candidate) => candidate.id === requiredText(input, 'targetUserId')),
        'User',
      );
      const makeAdmin = input.isAccountAdmin !== false && input.isAccountAdmin !== 'false';
      const row = data.accountUsers.find((r) => r.account_id === account.id && r.user_id === user.id);
      let message: string;
      if (row?.is_account_admin) {
        message = 'User is already an admin of this account';
      } else if (row) {
        row.is_account_admin = makeAdmin;
        message = 'User updated to admin of this account';
      } else {
        const holdsOther = accountsOf(data, user).some((held) => held.id !== account.id);
        if (roleNameOf(data, user) !== 'Admin' && holdsOther) {
          throw badRequest('Non-Admin users can only be assigned to a single account');
        }
        data.accountUsers.push({
          id: nextId(data, 'au'),
          account_id: account.id,
          user_id: user.id,
          is_account_admin: makeAdmin,
          added_by: actor.id,
          created_at: at,
        });
        message = 'User added as account admin';
      }
      ctx.markChanged();
      const saved = data.accountUsers.find((r) => r.account_id === account.id && r.user_id === user.id);
      return {
        user_id: user.id,
        display_name: user.display_name,
        email: user.email,
        message,
        is_account_admin: saved?.is_account_admin ?? false,
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/account-admin/accounts/:accountId/users/:targetId',
    async handle(ctx) {
      const { data, account, input } = await inManagedAccount(ctx);
      const row = found(
        data.accountUsers.find((r) => r.account_id === account.id && r.user_id === ctx.params.targetId),
        'Account user',
      );
      row.is_account_admin = input.isAccountAdmin === true || input.isAccountAdmin === 'true';
      ctx.markChanged();
      return { user: accountUserRow(data, row) };
    },
  },
  {
    method: 'DELETE',
    path: '/api/account-admin/accounts/:accountId/users/:targetId',
    async handle(ctx) {
      const { data, actor, account } = await inManagedAccount(ctx);
      const targetId = ctx.params.targetId ?? '';
      if (targetId === actor.id) throw badRequest('You cannot remove yourself from the account');
      found(
        data.accountUsers.find((r) => r.account_id === account.id && r.user_id === targetId),
        'Account user',
      );
      data.accountUsers = data.accountUsers.filter(
        (r) => !(r.account_id === account.id && r.user_id === targetId),
      );
      ctx.markChanged();
      return { success: true };
    },
  },
  {
    method: 'GET',
    path: '/api/account-admin/accounts/:accountId/settings',
    async handle(ctx) {
      // Members read their account's settings too: the campaign form needs "multi-channels"
      // (spec 2 §2.3) for everyone who may create campaigns. Changing them stays with managers.
      const { data, actor } = await asActor(ctx);
      const accountId = ctx.params.accountId ?? '';
      if (!accountsOf(data, actor).some((account) => account.id === accountId)) {
        requireAccountManager(data, actor, accountId);
      }
      const settings = data.accountSettings
        .filter((setting) => setting.account_id === accountId)
        .map(({ account_id: _account, ...setting }) => setting);
      return { settings };
    },
  },
  {
    method: 'PUT',
    path: '/api/account-admin/accounts/:accountId/settings/:settingKey',
    async handle(ctx) {
      const { data, account, input, at } = await inManagedAccount(ctx);
      const key = (ctx.params.settingKey ?? '').trim();
      if (!key) throw badRequest('settingKey is required');
      const value = optionalText(input, 'settingValue') ?? '';
      const setting = data.accountSettings.find((s) => s.account_id === account.id && s.setting_key === key);
      if (setting) {
        setting.setting_value = value;
        setting.updated_at = at;
      } else {
        data.accountSettings.push({
          id: nextId(data, 'set'),
          account_id: account.id,
          setting_key: key,
          setting_value: value,
          created_at: at,
          updated_at: at,
        });
      }
      ctx.markChanged();
      return { success: true };
    },
  },
  {
    method: 'DELETE',
    path: '/api/account-admin/accounts/:accountId/settings/:settingKey',
    async handle(ctx) {
      const { data, account } = await inManagedAccount(ctx);
      const key = ctx.params.settingKey ?? '';
      found(
        data.accountSettings.find((s) => s.account_id === account.id && s.setting_key === key),
        'Setting',
      );
      data.accountSettings = data.accountSettings.filter(
        (s) => !(s.account_id === account.id && s.setting_key === key),
      );
      ctx.markChanged();
      return { success: true };
    },
  },
];
