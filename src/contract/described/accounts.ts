import { ACCOUNTS_ANSWER } from '../answers/admin-accounts';
import { ENABLED_CHANNELS_ANSWER, IMPERSONATING_ANSWER, SIGNED_IN_ANSWER } from '../answers/identity';
import { describeAll } from '../described';
import { ACCOUNTS } from '../endpoints/accounts';
import { userQuery } from '../requests/acting';
import { endImpersonationQuery } from '../requests/identity';
import { SEED } from './seed';

const tag = 'Identity and accounts';

export const ACCOUNT_CALLS = describeAll(ACCOUNTS, {
  managed: {
    answer: ACCOUNTS_ANSWER,
    tag,
    summary: 'The accounts the user may act in (super admins: all)',
    query: userQuery,
    errors: [400, 403],
  },
  enabledChannels: {
    answer: ENABLED_CHANNELS_ANSWER,
    tag,
    summary: "The destinations enabled for one of the user's accounts",
    query: userQuery,
    errors: [400, 403, 404],
    example: { params: { accountId: SEED.account } },
  },
  impersonate: {
    answer: IMPERSONATING_ANSWER,
    tag,
    summary: 'Starts acting as another user; the bearer token stays the admin’s',
    query: userQuery,
    errors: [400, 403, 404],
    example: { params: { targetUserId: SEED.planner } },
  },
  endImpersonation: {
    answer: SIGNED_IN_ANSWER,
    tag,
    summary: 'Ends the impersonation the admin started; answers the admin',
    query: endImpersonationQuery,
    errors: [400, 403],
  },
});
