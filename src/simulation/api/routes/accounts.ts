import { ACCOUNTS } from '../../../contract/endpoints/accounts';
import { accountOfPath } from '../../access/resources/accounts';
import { enabledChannelsOf } from '../../users/enabledChannels';
import { route } from '../route-kit';
import type { Route } from '../router';

/** The destinations enabled for an account (the accounts themselves: admin-accounts.ts). */
export const accountRoutes: Route[] = [
  route(ACCOUNTS.enabledChannels, async (ctx) => {
    const acting = await ctx.actingAnywhere();
    const account = accountOfPath(acting, 'account:channels', ctx.params.accountId ?? '');
    return { enabledChannels: enabledChannelsOf(ctx.data, account.id) };
  }),
];
