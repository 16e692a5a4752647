import { IDENTITY } from '../../../contract/endpoints/identity';
import { userByEmail } from '../../access/resources/users';
import { forbidden } from '../../DemoError';
import { removeWhere } from '../../data/collections';
import { signDemoToken } from '../../identity';
import { requiredEmail } from '../../kernel/input';
import { onboardAllowedUser } from '../../users/onboarding';
import { toUserDto } from '../../users/userDto';
import { permitWrittenAddress } from '../../users/written-address';
import { demoOnly, route } from '../route-kit';
import type { Route } from '../router';

/** Spec 3 §2, the Allowed Users tab's own words. */
const ALLOWED_ONLY = 'Only users added to this list will be able to access the application.';

/**
 * The demo identity provider and sign-in (docs/backend-contract.md "Identity"): any email signs
 * in, a persona's or a user's, or an allowed one the first time (it becomes a user then).
 */
export const identityRoutes: Route[] = [
  demoOnly(route(IDENTITY.personas, ({ data }) => ({ personas: data.personas }))),
  demoOnly(
    route(IDENTITY.demoToken, async ({ data, deps, now, input }) => {
      const email = requiredEmail(await input(), 'email');
      permitWrittenAddress(data, email);
      const user = userByEmail(data, email) ?? onboardAllowedUser(data, email, now);
      if (!user) throw forbidden(`${email} is not on the allowed users list: ${ALLOWED_ONLY}`);
      if (user.is_deleted)
        throw forbidden(`${email} has been deactivated: ask an admin to reactivate the account.`);
      return { token: await signDemoToken(user, deps.tokenSecret, now) };
    }),
  ),
  // Inactive or unknown users are refused (401) before this runs, by the bearer check.
  route(IDENTITY.signIn, (ctx) => {
    const user = ctx.caller();
    // A new sign-in starts clean: an impersonation left over from an earlier session ends.
    removeWhere(ctx.data, 'impersonations', (entry) => entry.adminUserId === user.id);
    user.last_login = new Date(ctx.now).toISOString();
    ctx.changed('users', user);
    return { user: toUserDto(ctx.data, user) };
  }),
];
