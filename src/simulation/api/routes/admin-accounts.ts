import { ACCOUNTS } from '../../../contract/endpoints/accounts';
import { ADMIN_ACCOUNTS } from '../../../contract/endpoints/admin-accounts';
import {
  accountOfPath,
  allAccounts,
  managedAccounts,
  permitNewAccount,
} from '../../access/resources/accounts';
import { accountRow } from '../../admin/rows';
import { badRequest } from '../../DemoError';
import { insert } from '../../data/collections';
import { nextId } from '../../data/ids';
import type { DemoAccount } from '../../data/types';
import type { Input, RouteContext } from '../../kernel/context';
import { optionalText, requiredName } from '../../kernel/input';
import { changeRoute, listRoute, route } from '../route-kit';
import type { Route } from '../router';

const row = (account: DemoAccount, ctx: RouteContext) => accountRow(ctx.data, account);

function statusOf(input: Input, fallback: DemoAccount['status']): DemoAccount['status'] {
  const status = input.status ?? fallback;
  if (status !== 'active' && status !== 'inactive') throw badRequest('status must be active or inactive');
  return status;
}

/** Accounts (spec 3 §2 Accounts tab, §4: new accounts are active and their creator an account admin). */
export const adminAccountRoutes: Route[] = [
  listRoute(ACCOUNTS.managed, 'accounts', managedAccounts, row),
  listRoute(ADMIN_ACCOUNTS.listAll, 'accounts', allAccounts, row),
  route(ADMIN_ACCOUNTS.create, async (ctx) => {
    const acting = await ctx.actingAnywhere();
    permitNewAccount(acting);
    const input = await ctx.input();
    const at = new Date(ctx.now).toISOString();
    const fields = {
      name: requiredName(input),
      description: optionalText(input, 'description') ?? '',
      status: statusOf(input, 'active'),
    };
    return ctx.commit(() => {
      const account: DemoAccount = {
        id: nextId(ctx.data, 'acc'),
        ...fields,
        created_by: acting.user.id,
        created_at: at,
        updated_at: at,
      };
      insert(ctx.data, 'accounts', account);
      insert(ctx.data, 'accountUsers', {
        id: nextId(ctx.data, 'au'),
        account_id: account.id,
        user_id: acting.user.id,
        is_account_admin: true,
        added_by: acting.user.id,
        created_at: at,
      });
      return { account: accountRow(ctx.data, account) };
    });
  }),
  changeRoute({
    endpoint: ADMIN_ACCOUNTS.update,
    collection: 'accounts',
    reach: async (ctx, rule) => accountOfPath(await ctx.actingAnywhere(), rule, ctx.params.id ?? ''),
    change(account, input, ctx) {
      account.name = requiredName(input);
      account.description = optionalText(input, 'description') ?? '';
      account.status = statusOf(input, account.status);
      account.updated_at = new Date(ctx.now).toISOString();
    },
    answer: (account, ctx) => ({ account: row(account, ctx) }),
  }),
];
