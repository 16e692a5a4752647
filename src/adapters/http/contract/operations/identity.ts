import { ACCOUNT_CALLS } from '../../../../contract/described/accounts';
import { IDENTITY_CALLS } from '../../../../contract/described/identity';
import { accountListAnswer, enabledChannelsAnswer } from '../../schemas/account';
import { demoTokenAnswer, personaListAnswer } from '../../schemas/identity';
import { userAnswer } from '../../schemas/user';
import { answered, type Operation } from '../operation';

/** Sign-in, the demo identity provider, accounts and impersonation (spec 1 §7, spec 3 §7). */
export const identityOperations: Operation[] = [
  ...answered(IDENTITY_CALLS, {
    personas: personaListAnswer,
    demoToken: demoTokenAnswer,
    signIn: userAnswer,
  }),
  ...answered(ACCOUNT_CALLS, {
    managed: accountListAnswer,
    enabledChannels: enabledChannelsAnswer,
    impersonate: userAnswer,
    endImpersonation: userAnswer,
  }),
];
