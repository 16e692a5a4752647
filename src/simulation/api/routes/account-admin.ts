import { accountsOf } from '../../access/accounts';
import {
  accountOfPath,
  existingMembership,
  membershipOf,
  permitNewMembership,
  settingsOf,
} from '../../access/resources/accounts';
import { USER, userByEmail } from '../../access/resources/users';
import { roleNameOf } from '../../access/roles';
import { membersOf } from '../../admin/members';
import { accountUserRow, found } from '../../admin/rows';
import { badRequest } from '../../DemoError';
import { insert, removeWhere } from '../../data/collections';
import { nextId } from '../../data/ids';
import { optionalId, optionalText, requiredEmail } from '../../kernel/input';
import type { Route } from '../router';

const isTrue = (value: unknown) => value === true || value === 'true';

/** Account admins and account settings (spec 3 §2 drill-down, §4, §5, §7), for who manages the account. */
export const accountAdminRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/account-admin/accounts/:accountId/users',
    rule: 'membership:list',
    async handle(ctx) {
      const account = accountOfPath(
        await ctx.actingAnywhere(),
        'membership:list',
        ctx.params.accountId ?? '',
      );
      return { users: membersOf(ctx.data, account.id).map((row) => accountUserRow(ctx.data, row)) };
    },
  },
  {
    method: 'POST',
    path: '/api/account-admin/accounts/:accountId/users',
    rule: 'membership:change',
    async handle(ctx) {
      const acting = await ctx.actingAnywhere();
      const account = accountOfPath(acting, 'membership:list', ctx.params.accountId ?? '');
      const input = await ctx.input();
      // An admin picks a user; an account admin, who may not list the users, types an email.
      const targetId = optionalId(input, 'targetUserId');
      const user = found(
        targetId ? USER.find(ctx.data, targetId) : userByEmail(ctx.data, requiredEmail(input, 'targetEmail')),
        'User',
      );
      permitNewMembership(acting, account.id, user.id);
      const makeAdmin = input.isAccountAdmin !== false && input.isAccountAdmin !== 'false';
      const row = existingMembership(ctx.data, account.id, user.id);
      let message: string;
      if (row && (row.is_account_admin || !makeAdmin)) {
        message = row.is_account_admin
          ? 'User is already an admin of this account'
          : 'User is already a member of this account';
      } else if (row) {
        row.is_account_admin = true;
        ctx.changed('accountUsers', row);
        message = 'User updated to admin of this account';
      } else {
        const holdsOther = accountsOf(ctx.data, user).some((held) => held.id !== account.id);
        if (roleNameOf(ctx.data, user) !== 'Admin' && holdsOther) {
          throw badRequest('Non-Admin users can only be assigned to a single account');
        }
        insert(ctx.data, 'accountUsers', {
          id: nextId(ctx.data, 'au'),
          account_id: account.id,
          user_id: user.id,
          is_account_admin: makeAdmin,
          added_by: acting.user.id,
          created_at: new Date(ctx.now).toISOString(),
        });
        message = makeAdmin ? 'User added as account admin' : 'User added to the account';
      }
      const saved = membershipOf(acting, account, user.id);
      return {
        user_id: user.id,
        display_name: user.display_name,
        email: user.email,
        message,
        is_account_admin: saved.is_account_admin,
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/account-admin/accounts/:accountId/users/:targetId',
    rule: 'membership:change',
    async handle(ctx) {
      const acting = await ctx.actingAnywhere();
      const account = accountOfPath(acting, 'membership:list', ctx.params.accountId ?? '');
      const row = membershipOf(acting, account, ctx.params.targetId ?? '');
      row.is_account_admin = isTrue((await ctx.input()).isAccountAdmin);
      ctx.changed('accountUsers', row);
      return { user: accountUserRow(ctx.data, row) };
    },
  },
  {
    method: 'DELETE',
    path: '/api/account-admin/accounts/:accountId/users/:targetId',
    rule: 'membership:change',
    async handle(ctx) {
      const acting = await ctx.actingAnywhere();
      const account = accountOfPath(acting, 'membership:list', ctx.params.accountId ?? '');
      const row = membershipOf(acting, account, ctx.params.targetId ?? '');
      if (row.user_id === acting.user.id) throw badRequest('You cannot remove yourself from the account');
      removeWhere(ctx.data, 'accountUsers', (candidate) => candidate === row);
      // A user whose own account this was leaves it too: else the list would show them still.
      const user = USER.find(ctx.data, row.user_id);
      if (user?.account_id === account.id) {
        user.account_id = null;
        ctx.changed('users', user);
      }
      return { success: true };
    },
  },
  {
    method: 'GET',
    path: '/api/account-admin/accounts/:accountId/settings',
    rule: 'setting:see',
    async handle(ctx) {
      // Members read their account's settings too: the campaign form needs "multi-channels"
      // (spec 2 §2.3) for everyone who may create campaigns. Changing them stays with managers.
      const settings = settingsOf(await ctx.actingAnywhere(), 'setting:see', ctx.params.accountId ?? '');
      return { settings: settings.map(({ account_id: _account, ...setting }) => setting) };
    },
  },
  {
    method: 'PUT',
    path: '/api/account-admin/accounts/:accountId/settings/:settingKey',
    rule: 'setting:change',
    async handle(ctx) {
      const accountId = ctx.params.accountId ?? '';
      const settings = settingsOf(await ctx.actingAnywhere(), 'setting:change', accountId);
      const key = (ctx.params.settingKey ?? '').trim();
      if (!key) throw badRequest('settingKey is required');
      const value = optionalText(await ctx.input(), 'settingValue') ?? '';
      const at = new Date(ctx.now).toISOString();
      const setting = settings.find((candidate) => candidate.setting_key === key);
      if (setting) {
        setting.setting_value = value;
        setting.updated_at = at;
        ctx.changed('accountSettings', setting);
      } else {
        const id = nextId(ctx.data, 'set');
        const created = {
          id,
          account_id: accountId,
          setting_key: key,
          setting_value: value,
          created_at: at,
          updated_at: at,
        };
        insert(ctx.data, 'accountSettings', created);
      }
      return { success: true };
    },
  },
  {
    method: 'DELETE',
    path: '/api/account-admin/accounts/:accountId/settings/:settingKey',
    rule: 'setting:change',
    async handle(ctx) {
      const accountId = ctx.params.accountId ?? '';
      const settings = settingsOf(await ctx.actingAnywhere(), 'setting:change', accountId);
      const setting = found(
        settings.find((candidate) => candidate.setting_key === ctx.params.settingKey),
        'Setting',
      );
      removeWhere(ctx.data, 'accountSettings', (candidate) => candidate === setting);
      return { success: true };
    },
  },
];
