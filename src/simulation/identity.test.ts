import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeLoginToken } from '../core/domain/login-token';
import { DEMO_TOKEN_LIFETIME_SECONDS, signDemoToken, verifyDemoToken } from './identity';

const secret = 'a-demo-secret-long-enough-for-hs256';
const riley = {
  id: 'u-riley',
  email: 'riley.planner@example.com',
  display_name: 'Riley Planner',
  given_name: 'Riley',
};
const now = Date.parse('2026-11-23T10:00:00Z');

describe('demo identity tokens', () => {
  it('carry the claims the login screen decodes', async () => {
    const token = await signDemoToken(riley, secret, now);
    expect(decodeLoginToken(token)).toMatchObject({
      sub: 'u-riley',
      email: 'riley.planner@example.com',
      name: 'Riley Planner',
      given_name: 'Riley',
      exp: now / 1000 + DEMO_TOKEN_LIFETIME_SECONDS,
    });
    await expect(verifyDemoToken(token, secret, now + 1000)).resolves.toMatchObject({ sub: 'u-riley' });
  });

  it('expire after three days', async () => {
    const token = await signDemoToken(riley, secret, now);
    await expect(verifyDemoToken(token, secret, now + 3 * 86_400_000 - 1000)).resolves.toBeDefined();
    await expect(verifyDemoToken(token, secret, now + 3 * 86_400_000 + 1000)).rejects.toThrow(
      'The token has expired',
    );
  });

  it('refuse a token signed with another secret, a tampered one and garbage', async () => {
    const forged = await signDemoToken(riley, 'another-secret-that-is-long-enough', now);
    await expect(verifyDemoToken(forged, secret, now)).rejects.toThrow('The token is not valid');
    const [header, , signature] = (await signDemoToken(riley, secret, now)).split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'u-sam-super', email: 'x@example.com', exp: 9e9 }),
    ).toString('base64url');
    await expect(verifyDemoToken(`${header}.${payload}.${signature}`, secret, now)).rejects.toThrow();
    await expect(verifyDemoToken('not-a-token', secret, now)).rejects.toThrow('The token is not valid');
  });

  it('refuse an unsigned (alg none) token', async () => {
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: 'u-riley', email: riley.email, exp: now / 1000 + 60 }),
    ).toString('base64url')}.`;
    await expect(verifyDemoToken(unsigned, secret, now)).rejects.toThrow('The token is not valid');
    const hs512 = await new SignJWT({ email: riley.email })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('u-riley')
      .setExpirationTime(now / 1000 + 60)
      .sign(new TextEncoder().encode(secret));
    await expect(verifyDemoToken(hs512, secret, now)).rejects.toThrow('The token is not valid');
  });
});
