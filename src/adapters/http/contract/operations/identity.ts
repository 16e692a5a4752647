import { ACCOUNT_CALLS } from '../../../../contract/described/accounts';
import { IDENTITY_CALLS } from '../../../../contract/described/identity';
import { userQuery } from '../../../../contract/requests/acting';
import { accountListAnswer, enabledChannelsAnswer } from '../../schemas/account';
import { demoTokenAnswer, personaListAnswer } from '../../schemas/identity';
import { userAnswer } from '../../schemas/user';
import { answered, type Operation } from '../operation';

const tag = 'Identity and accounts';

/** Sign-in, the demo identity provider, accounts and impersonation (spec 1 §7, spec 3 §7). */
export const identityOperations: Operation[] = [
  ...answered(IDENTITY_CALLS, {
    personas: personaListAnswer,
    demoToken: demoTokenAnswer,
    signIn: userAnswer,
  }),
  {
    method: 'GET',
    path: '/api/account-admin/accounts',
    summary: 'The accounts the user may act in (super admins: all)',
    tag,
    query: userQuery,
    answer: accountListAnswer,
    errors: [400, 403],
  },
  ...answered(ACCOUNT_CALLS, {
    enabledChannels: enabledChannelsAnswer,
    impersonate: userAnswer,
    endImpersonation: userAnswer,
  }),
];
