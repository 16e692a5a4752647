import { errors, jwtVerify, SignJWT } from 'jose';
import type { DemoUser } from './data/types';

/** Demo identity tokens last as long as a stored session (spec 1 §9: 3 days). */
export const DEMO_TOKEN_LIFETIME_SECONDS = 3 * 24 * 60 * 60;

export interface DemoTokenClaims {
  sub: string;
  email: string;
  name: string;
  given_name: string;
}

/** Why a token was refused; the api answers every reason with 401. */
export class InvalidDemoToken extends Error {
  override readonly name = 'InvalidDemoToken';
}

const encoder = new TextEncoder();
const seconds = (ms: number) => Math.floor(ms / 1000);

/** Signs an HS256 identity token for a user, as the demo identity provider. */
export async function signDemoToken(
  user: Pick<DemoUser, 'id' | 'email' | 'display_name' | 'given_name'>,
  secret: string,
  now: number,
): Promise<string> {
  const issuedAt = seconds(now);
  return new SignJWT({ email: user.email, name: user.display_name, given_name: user.given_name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEMO_TOKEN_LIFETIME_SECONDS)
    .sign(encoder.encode(secret));
}

/**
 * Verifies signature and expiry at `now` (not the machine clock, so fake clocks work) and answers
 * the claims; throws InvalidDemoToken with a message fit for a 401 answer.
 */
export async function verifyDemoToken(token: string, secret: string, now: number): Promise<DemoTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      throw new InvalidDemoToken('The token lacks the sub or email claim');
    }
    return {
      sub: payload.sub,
      email: payload.email,
      name: typeof payload.name === 'string' ? payload.name : '',
      given_name: typeof payload.given_name === 'string' ? payload.given_name : '',
    };
  } catch (error) {
    if (error instanceof InvalidDemoToken) throw error;
    if (error instanceof errors.JWTExpired) throw new InvalidDemoToken('The token has expired');
    throw new InvalidDemoToken('The token is not valid');
  }
}
