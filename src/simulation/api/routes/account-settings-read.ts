import { badRequest } from '../../DemoError';
import type { Route } from '../router';

/**
 * GET /api/account-admin/accounts/{accountId}/settings for any member of the account: the
 * creation form reads the "multi-channels" setting (spec 2 §2.3) for every user who may create
 * campaigns, not only account admins. Changing settings stays with the admin routes.
 */
export const accountSettingsReadRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/account-admin/accounts/:accountId/settings',
    async handle(ctx) {
      const input = await ctx.input();
      // The path names the account; a query accountId, when sent, must agree with it.
      input.accountId ??= ctx.params.accountId;
      if (input.accountId !== ctx.params.accountId) throw badRequest('accountId does not match the path');
      const { accountId } = await ctx.actorInAccount();
      return { settings: ctx.data.accountSettings.filter((setting) => setting.account_id === accountId) };
    },
  },
];
