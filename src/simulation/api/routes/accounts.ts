import { actingAccount } from '../../access/guards';
import { enabledChannelsOf } from '../../users/enabledChannels';
import type { Route } from '../router';

/** The destinations enabled for an account (the accounts themselves: admin-accounts.ts). */
export const accountRoutes: Route[] = [
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
