import { userQuery } from '../../../../contract/requests/acting';
import { demoTokenBody, endImpersonationQuery } from '../../../../contract/requests/identity';
import { accountListAnswer, enabledChannelsAnswer } from '../../schemas/account';
import { demoTokenAnswer, personaListAnswer } from '../../schemas/identity';
import { userAnswer } from '../../schemas/user';
import type { Operation } from '../operation';

const tag = 'Identity and accounts';

/** Sign-in, the demo identity provider, accounts and impersonation (spec 1 §7, spec 3 §7). */
export const identityOperations: Operation[] = [
  {
    method: 'GET',
    path: '/api/demo/personas',
    summary: 'The demo personas to sign in as',
    description: 'Demo identity provider only: answers 404 where the backend does not run in demo mode.',
    tag,
    credentials: 'key',
    answer: personaListAnswer,
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/demo/token',
    summary: 'A signed identity token (HS256 JWT) for a demo persona',
    tag,
    credentials: 'key',
    body: demoTokenBody,
    answer: demoTokenAnswer,
    errors: [400, 403, 404, 413],
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Signs in with the identity token sent as the bearer token',
    description: 'A bad token or an email that is not allowed answers 401.',
    tag,
    answer: userAnswer,
  },
  {
    method: 'GET',
    path: '/api/account-admin/accounts',
    summary: 'The accounts the user may act in (super admins: all)',
    tag,
    query: userQuery,
    answer: accountListAnswer,
    errors: [400, 403],
  },
  {
    method: 'GET',
    path: '/api/users/enabled-channels/{accountId}',
    summary: "The destinations enabled for one of the user's accounts",
    tag,
    query: userQuery,
    answer: enabledChannelsAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/admin/impersonate/{targetUserId}',
    summary: 'Starts acting as another user; the bearer token stays the admin’s',
    tag,
    query: userQuery,
    answer: userAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/admin/end-impersonation',
    summary: 'Ends the impersonation the admin started; answers the admin',
    tag,
    query: endImpersonationQuery,
    answer: userAnswer,
    errors: [400, 403],
  },
];
