import { jwtDecode } from 'jwt-decode';

/** The claims Sidekick reads from an identity token. */
export interface IdentityClaims {
  sub: string;
  email: string;
  name?: string;
  given_name?: string;
  picture?: string;
  exp?: number;
}

/**
 * Decodes a login (identity) token. A non-string, a missing part, invalid base64 or invalid JSON
 * raise jwt-decode's InvalidTokenError: 'Invalid token specified: ...' (spec 1 §5).
 * Decoding is not verifying: the backend verifies the signature on every call.
 */
export function decodeLoginToken(token: unknown): IdentityClaims {
  const claims = jwtDecode<Partial<IdentityClaims>>(token as string);
  if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') {
    throw new Error('Invalid token specified: missing sub or email claim');
  }
  return claims as IdentityClaims;
}
