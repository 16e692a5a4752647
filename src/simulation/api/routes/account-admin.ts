import { ACCOUNT_ADMIN } from '../../../contract/endpoints/account-admin';
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
import { checkAccountRoleChange } from '../../admin/own-power';
import { accountUserRow, found } from '../../admin/rows';
import { badRequest } from '../../DemoError';
import { insert, removeWhere } from '../../data/collections';
import { nextId } from '../../data/ids';
import { replaceContent } from '../../data/transaction';
import type { RouteContext } from '../../kernel/context';
import { optionalId, optionalText, requiredBoolean, requiredEmail } from '../../kernel/input';
import { route } from '../route-kit';
import type { Route } from '../router';

/** The membership the path names (account and user), as its account's managers may reach it. */
async function pathMembership(ctx: RouteContext) {
  const acting = await ctx.actingAnywhere();
  const account = accountOfPath(acting, ACCOUNT_ADMIN.members.rule, ctx.params.accountId ?? '');
  return { acting, row: membershipOf(acting, account, ctx.params.targetId ?? '') };
}

/** The settings of the account the path names, if the acting user may `rule` them. */
async function pathSettings(ctx: RouteContext, rule: 'setting:see' | 'setting:change') {
  const accountId = ctx.params.accountId ?? '';
  return { accountId, settings: settingsOf(await ctx.actingAnywhere(), rule, accountId) };
}

/** Account admins and account settings (spec 3 §2 drill-down, §4, §5, §7), for who manages the account. */
export const accountAdminRoutes: Route[] = [
  route(ACCOUNT_ADMIN.members, async (ctx) => {
    const account = accountOfPath(
      await ctx.actingAnywhere(),
      ACCOUNT_ADMIN.members.rule,
      ctx.params.accountId ?? '',
    );
    return { users: membersOf(ctx.data, account.id).map((row) => accountUserRow(ctx.data, row)) };
  }),
  route(ACCOUNT_ADMIN.addMember, async (ctx) => {
    const acting = await ctx.actingAnywhere();
    const account = accountOfPath(acting, ACCOUNT_ADMIN.members.rule, ctx.params.accountId ?? '');
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
    if (!row) {
      const holdsOther = accountsOf(ctx.data, user).some((held) => held.id !== account.id);
      if (roleNameOf(ctx.data, user) !== 'Admin' && holdsOther) {
        throw badRequest('Non-Admin users can only be assigned to a single account');
      }
    }
    const message = ctx.commit(() => {
      if (row && (row.is_account_admin || !makeAdmin)) {
        return row.is_account_admin
          ? 'User is already an admin of this account'
          : 'User is already a member of this account';
      }
      if (row) {
        replaceContent(row, { ...row, is_account_admin: true });
        ctx.changed('accountUsers', row);
        return 'User updated to admin of this account';
      }
      insert(ctx.data, 'accountUsers', {
        id: nextId(ctx.data, 'au'),
        account_id: account.id,
        user_id: user.id,
        is_account_admin: makeAdmin,
        added_by: acting.user.id,
        created_at: new Date(ctx.now).toISOString(),
      });
      return makeAdmin ? 'User added as account admin' : 'User added to the account';
    });
    const saved = membershipOf(acting, account, user.id);
    return {
      user_id: user.id,
      display_name: user.display_name,
      email: user.email,
      message,
      is_account_admin: saved.is_account_admin,
    };
  }),
  route(ACCOUNT_ADMIN.setAdmin, async (ctx) => {
    const { acting, row } = await pathMembership(ctx);
    const isAccountAdmin = requiredBoolean(await ctx.input(), 'isAccountAdmin');
    checkAccountRoleChange(acting, row, isAccountAdmin);
    return ctx.commit(() => {
      replaceContent(row, { ...row, is_account_admin: isAccountAdmin });
      ctx.changed('accountUsers', row);
      return { user: accountUserRow(ctx.data, row) };
    });
  }),
  route(ACCOUNT_ADMIN.removeMember, async (ctx) => {
    const { acting, row } = await pathMembership(ctx);
    if (row.user_id === acting.user.id) throw badRequest('You cannot remove yourself from the account');
    ctx.commit(() => {
      removeWhere(ctx.data, 'accountUsers', (candidate) => candidate === row);
      // A user whose own account this was leaves it too: else the list would show them still.
      const user = USER.find(ctx.data, row.user_id);
      if (user?.account_id === row.account_id) {
        replaceContent(user, { ...user, account_id: null });
        ctx.changed('users', user);
      }
    });
    return { success: true };
  }),
  route(ACCOUNT_ADMIN.settings, async (ctx) => {
    // Members read their account's settings too: the campaign form needs "multi-channels"
    // (spec 2 §2.3) for everyone who may create campaigns. Changing them stays with managers.
    const { settings } = await pathSettings(ctx, ACCOUNT_ADMIN.settings.rule);
    return { settings: settings.map(({ account_id: _account, ...setting }) => setting) };
  }),
  route(ACCOUNT_ADMIN.saveSetting, async (ctx) => {
    const { accountId, settings } = await pathSettings(ctx, ACCOUNT_ADMIN.saveSetting.rule);
    const key = (ctx.params.settingKey ?? '').trim();
    if (!key) throw badRequest('settingKey is required');
    const value = optionalText(await ctx.input(), 'settingValue') ?? '';
    const at = new Date(ctx.now).toISOString();
    const setting = settings.find((candidate) => candidate.setting_key === key);
    ctx.commit(() => {
      if (setting) {
        replaceContent(setting, { ...setting, setting_value: value, updated_at: at });
        ctx.changed('accountSettings', setting);
        return;
      }
      insert(ctx.data, 'accountSettings', {
        id: nextId(ctx.data, 'set'),
        account_id: accountId,
        setting_key: key,
        setting_value: value,
        created_at: at,
        updated_at: at,
      });
    });
    return { success: true };
  }),
  route(ACCOUNT_ADMIN.removeSetting, async (ctx) => {
    const { settings } = await pathSettings(ctx, ACCOUNT_ADMIN.removeSetting.rule);
    const setting = found(
      settings.find((candidate) => candidate.setting_key === ctx.params.settingKey),
      'Setting',
    );
    ctx.commit(() => removeWhere(ctx.data, 'accountSettings', (candidate) => candidate === setting));
    return { success: true };
  }),
];
