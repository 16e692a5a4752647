import { DEMO_TOKEN_ANSWER, PERSONAS_ANSWER, SIGNED_IN_ANSWER } from '../answers/identity';
import { describeAll } from '../described';
import { IDENTITY } from '../endpoints/identity';
import { demoTokenBody } from '../requests/identity';

const tag = 'Identity and accounts';

export const IDENTITY_CALLS = describeAll(IDENTITY, {
  personas: {
    answer: PERSONAS_ANSWER,
    tag,
    summary: 'The demo personas to sign in as',
    description: 'Demo identity provider only: answers 404 where the backend does not run in demo mode.',
    errors: [404],
  },
  demoToken: {
    answer: DEMO_TOKEN_ANSWER,
    tag,
    summary: 'A signed identity token (HS256 JWT) for a demo persona',
    body: demoTokenBody,
    errors: [400, 403, 404, 413],
    example: { body: { email: 'sam.super@example.com' } },
  },
  signIn: {
    answer: SIGNED_IN_ANSWER,
    tag,
    summary: 'Signs in with the identity token sent as the bearer token',
    description: 'A bad token or an email that is not allowed answers 401.',
  },
});
