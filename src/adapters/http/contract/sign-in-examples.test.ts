import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN_ANSWER, PERSONAS_ANSWER, SIGNED_IN_ANSWER } from '../../../contract/answers/identity';
import { decodeLoginToken } from '../../../core/domain/login-token';

/**
 * A backend made from the document's examples alone (a Prism mock) must sign the app in: the
 * persona offered, the token given for it and the user the sign-in answers are one person, and
 * the token is one the app decodes and keeps until long after today.
 */
const persona = (PERSONAS_ANSWER.example as { personas: { email: string }[] }).personas[0];
const token = (DEMO_TOKEN_ANSWER.example as { token: string }).token;
const user = (SIGNED_IN_ANSWER.example as { user: { id: string; email: string } }).user;

describe('the sign-in examples of the document', () => {
  it('give a token the app decodes into the signed-in user', () => {
    const claims = decodeLoginToken(token);
    expect({ sub: claims.sub, email: claims.email }).toEqual({ sub: user.id, email: user.email });
  });

  it('give a token that expires in 2100, not during a test run', () => {
    expect(decodeLoginToken(token).exp).toBe(Date.UTC(2100, 0, 1) / 1000);
  });

  it('offer the persona that the token and the sign-in answer are', () => {
    expect(persona?.email).toBe(user.email);
  });
});
