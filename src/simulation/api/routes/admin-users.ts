import { USERS } from '../../../contract/endpoints/users';
import { accountsOf } from '../../access/accounts';
import type { Acting } from '../../access/acting';
import { ACCOUNT } from '../../access/resources/accounts';
import { listedUsers, roleById, userOf } from '../../access/resources/users';
import { permitGivingRole } from '../../access/super-admin';
import { assignAccounts } from '../../admin/assign-accounts';
import { checkRoleChange } from '../../admin/own-power';
import { found, userRow } from '../../admin/rows';
import { badRequest, forbidden } from '../../DemoError';
import type { DemoUser } from '../../data/types';
import { requiredBoolean, requiredId } from '../../kernel/input';
import { LIMITS } from '../../kernel/limits';
import { listRoute, route } from '../route-kit';
import type { Route } from '../router';

const ADMIN_ROLE = 'Admin';

/** `account_ids` (our addition to spec 3 §7, docs/backend-contract.md): the accounts chosen in the editor. */
function accountIdsOf(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (
    !Array.isArray(value) ||
    value.some((id) => typeof id !== 'string' || id.length > LIMITS.idCharacters)
  ) {
    throw badRequest('account_ids must be a list of account ids');
  }
  return [...new Set(value as string[])];
}

/** The accounts chosen in the editor: existing ones, and new ones only among those the admin manages. */
function checkAccountChoice(
  acting: Acting,
  user: DemoUser,
  roleName: string,
  accountIds: string[] | undefined,
) {
  const { data } = acting;
  if (!accountIds) {
    if (roleName !== ADMIN_ROLE && accountsOf(data, user).length > 1) {
      throw badRequest('Non-Admin users can only be assigned to a single account');
    }
    return;
  }
  if (accountIds.length === 0) throw badRequest('Please select at least one account for the user');
  if (roleName !== ADMIN_ROLE && accountIds.length > 1) {
    throw badRequest('Non-Admin users can only be assigned to a single account');
  }
  for (const accountId of accountIds) {
    found(ACCOUNT.find(data, accountId), 'Account');
    const alreadyHeld = accountsOf(data, user).some((account) => account.id === accountId);
    if (!alreadyHeld && !acting.facts.manages(accountId))
      throw forbidden('You do not have access to this account');
  }
}

/** User management (spec 3 §2 Users tab, §5 user edit rules, §6). */
export const adminUserRoutes: Route[] = [
  listRoute(USERS.list, 'users', listedUsers, (user, ctx) => userRow(ctx.data, user)),
  route(USERS.assignRole, async (ctx) => {
    const acting = await ctx.actingAnywhere();
    const user = userOf(acting, USERS.assignRole.rule, ctx.params.id ?? '');
    const input = await ctx.input();
    const role = found(roleById(ctx.data, requiredId(input, 'role_id')), 'Role');
    permitGivingRole(acting, role);
    checkRoleChange(acting, user, role);
    const accountIds = accountIdsOf(input.account_ids);
    checkAccountChoice(acting, user, role.name, accountIds);
    const chosen = accountIds ?? accountsOf(ctx.data, user).map((account) => account.id);
    return ctx.commit(() => {
      user.role_id = role.id;
      assignAccounts(ctx.data, acting.user, user, chosen, new Date(ctx.now).toISOString());
      ctx.changed('users', user);
      return { user: userRow(ctx.data, user) };
    });
  }),
  route(USERS.setStatus, async (ctx) => {
    const acting = await ctx.actingAnywhere();
    const user = userOf(acting, USERS.setStatus.rule, ctx.params.id ?? '');
    const isDeleted = requiredBoolean(await ctx.input(), 'is_deleted');
    if (isDeleted && user.id === acting.user.id) throw badRequest('You cannot deactivate yourself');
    return ctx.commit(() => {
      user.is_deleted = isDeleted;
      ctx.changed('users', user);
      return { user: userRow(ctx.data, user) };
    });
  }),
];
