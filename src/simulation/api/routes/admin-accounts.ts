import { managedAccountsOf, requireAccountManager } from '../../access/admin-scope';
import { badRequest } from '../../DemoError';
import { nextId } from '../../data/ids';
import type { DemoAccount, DemoData } from '../../data/types';
import type { Input } from '../context';
import { optionalText, requiredText } from '../input';
import type { Route } from '../router';
import { asActor, asAdmin, asSuperAdmin, nameOfUser } from './admin-common';

function accountRow(data: DemoData, { created_by, ...account }: DemoAccount) {
  return { ...account, created_by_name: nameOfUser(data, created_by) };
}

function statusOf(input: Input, fallback: DemoAccount['status']): DemoAccount['status'] {
  const status = input.status ?? fallback;
  if (status !== 'active' && status !== 'inactive') throw badRequest('status must be active or inactive');
  return status;
}

/** Accounts (spec 3 §2 Accounts tab, §4: new accounts are active and their creator an account admin). */
export const adminAccountRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/account-admin/accounts',
    async handle(ctx) {
      const { data, actor } = await asActor(ctx);
      return { accounts: managedAccountsOf(data, actor).map((account) => accountRow(data, account)) };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/accounts',
    async handle(ctx) {
      const { data } = await asSuperAdmin(ctx);
      return { accounts: data.accounts.map((account) => accountRow(data, account)) };
    },
  },
  {
    method: 'POST',
    path: '/api/admin/accounts',
    async handle(ctx) {
      const { data, actor, input, at } = await asAdmin(ctx);
      const account: DemoAccount = {
        id: nextId(data, 'acc'),
        name: requiredText(input, 'name').trim(),
        description: optionalText(input, 'description') ?? '',
        status: statusOf(input, 'active'),
        created_by: actor.id,
        created_at: at,
        updated_at: at,
      };
      data.accounts.push(account);
      data.accountUsers.push({
        id: nextId(data, 'au'),
        account_id: account.id,
        user_id: actor.id,
        is_account_admin: true,
        added_by: actor.id,
        created_at: at,
      });
      ctx.markChanged();
      return { account: accountRow(data, account) };
    },
  },
  {
    method: 'PUT',
    path: '/api/admin/accounts/:id',
    async handle(ctx) {
      const { data, actor, input, at } = await asAdmin(ctx);
      const account = requireAccountManager(data, actor, ctx.params.id ?? '');
      account.name = requiredText(input, 'name').trim();
      account.description = optionalText(input, 'description') ?? '';
      account.status = statusOf(input, account.status);
      account.updated_at = at;
      ctx.markChanged();
      return { account: accountRow(data, account) };
    },
  },
];
