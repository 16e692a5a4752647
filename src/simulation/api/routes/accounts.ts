import { adminAccountsOf } from '../../access/accounts';
import { actingAccount } from '../../access/guards';
import { enabledChannelsOf } from '../../users/enabledChannels';
import type { Route } from '../router';

/** Accounts a regular admin may select, and the destinations enabled for an account. */
export const accountRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/account-admin/accounts',
    async handle(ctx) {
      const actor = await ctx.actor();
      const accounts = adminAccountsOf(ctx.data, actor).map(({ id, name, description, status }) => ({
        id,
        name,
        description,
        status,
      }));
      return { accounts };
    },
  },
  {
    method: 'GET',
    path: '/api/users/enabled-channels/:accountId',
    async handle(ctx) {
      const actor = await ctx.actor();
      const accountId = actingAccount(ctx.data, actor, ctx.params.accountId);
      return { enabledChannels: enabledChannelsOf(ctx.data, accountId) };
    },
  },
];
