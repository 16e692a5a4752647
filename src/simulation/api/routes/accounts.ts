import { accountOfPath } from '../../access/resources/accounts';
import { enabledChannelsOf } from '../../users/enabledChannels';
import type { Route } from '../router';

/** The destinations enabled for an account (the accounts themselves: admin-accounts.ts). */
export const accountRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/users/enabled-channels/:accountId',
    rule: 'account:channels',
    async handle(ctx) {
      const acting = await ctx.actingAnywhere();
      const account = accountOfPath(acting, 'account:channels', ctx.params.accountId ?? '');
      return { enabledChannels: enabledChannelsOf(ctx.data, account.id) };
    },
  },
];
