import { userByEmail } from '../../access/resources/users';
import { notFound } from '../../DemoError';
import { removeWhere } from '../../data/collections';
import { signDemoToken } from '../../identity';
import { requiredEmail } from '../../kernel/input';
import { toUserDto } from '../../users/userDto';
import type { Route } from '../router';

/** The demo identity provider and sign-in (docs/backend-contract.md "Identity"). */
export const identityRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/demo/personas',
    rule: 'identity:demo',
    access: 'key',
    demoOnly: true,
    handle: ({ data }) => ({ personas: data.personas }),
  },
  {
    method: 'POST',
    path: '/api/demo/token',
    rule: 'identity:demo',
    access: 'key',
    demoOnly: true,
    async handle({ data, deps, now, input }) {
      const email = requiredEmail(await input(), 'email');
      const user = userByEmail(data, email);
      if (!user || user.is_deleted) throw notFound(`No demo user with the email ${email}`);
      return { token: await signDemoToken(user, deps.tokenSecret, now) };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    rule: 'identity:session',
    // Inactive or unknown users are refused (401) before this runs, by the bearer check.
    handle(ctx) {
      const user = ctx.caller();
      // A new sign-in starts clean: an impersonation left over from an earlier session ends.
      removeWhere(ctx.data, 'impersonations', (entry) => entry.adminUserId === user.id);
      user.last_login = new Date(ctx.now).toISOString();
      ctx.markChanged();
      return { user: toUserDto(ctx.data, user) };
    },
  },
];
