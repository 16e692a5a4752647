import { ALLOWED_USERS } from '../../../contract/endpoints/allowed-users';
import { permit } from '../../access/reach';
import { ACCOUNT } from '../../access/resources/accounts';
import {
  ALLOWED_USER,
  allowedEntryOf,
  allowedUserOf,
  listedAllowedUsers,
} from '../../access/resources/allowed-users';
import { roleById } from '../../access/resources/users';
import { permitGivingRole } from '../../access/super-admin';
import { allowedRow, found } from '../../admin/rows';
import { conflict } from '../../DemoError';
import { insert, removeWhere } from '../../data/collections';
import { nextId } from '../../data/ids';
import type { DemoAllowedUser } from '../../data/types';
import { requiredEmail, requiredId } from '../../kernel/input';
import { listRoute, removeRoute, route } from '../route-kit';
import type { Route } from '../router';

/** Who may enter the application (spec 3 §2 Allowed Users tab, §5), per account an admin manages. */
export const allowedUserRoutes: Route[] = [
  listRoute(ALLOWED_USERS.list, 'allowedUsers', listedAllowedUsers, (entry, ctx) =>
    allowedRow(ctx.data, entry),
  ),
  route(ALLOWED_USERS.allow, async (ctx) => {
    const acting = await ctx.actingAnywhere();
    const input = await ctx.input();
    const email = requiredEmail(input, 'email');
    const roleId = requiredId(input, 'roleId');
    const accountId = requiredId(input, 'accountId');
    const role = found(roleById(ctx.data, roleId), 'Role');
    permit(acting, ALLOWED_USER, ALLOWED_USERS.allow.rule, { accountIds: [accountId] });
    permitGivingRole(acting, role);
    found(ACCOUNT.find(ctx.data, accountId), 'Account');
    if (allowedEntryOf(ctx.data, email)) throw conflict(`${email} is already allowed`);
    const at = new Date(ctx.now).toISOString();
    return ctx.commit(() => {
      const entry: DemoAllowedUser = {
        id: nextId(ctx.data, 'allowed'),
        email,
        initial_role_id: role.id,
        initial_account_id: accountId,
        created_at: at,
        updated_at: at,
      };
      insert(ctx.data, 'allowedUsers', entry);
      return { allowedUser: allowedRow(ctx.data, entry) };
    });
  }),
  removeRoute(
    ALLOWED_USERS.remove,
    async (ctx) => allowedUserOf(await ctx.actingAnywhere(), ctx.params.id ?? ''),
    (entry, ctx) => removeWhere(ctx.data, 'allowedUsers', (candidate) => candidate.id === entry.id),
  ),
];
