import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/users';
import { isSessionExpired, SESSION_LIFETIME_MS, startSession } from './session';

describe('stored session (spec 1 §4, §9)', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('lasts three days', () => {
    const session = startSession(aUser(), 'token', now);
    expect(SESSION_LIFETIME_MS).toBe(259_200_000);
    expect(session.expiresAt).toBe(now + 259_200_000);
    expect(isSessionExpired(session, now + SESSION_LIFETIME_MS - 1)).toBe(false);
  });

  it('counts as absent once expiresAt has passed', () => {
    const session = startSession(aUser(), 'token', now);
    expect(isSessionExpired(session, session.expiresAt)).toBe(true);
    expect(isSessionExpired(session, session.expiresAt + 1)).toBe(true);
  });

  it('treats a missing or malformed expiry as expired', () => {
    expect(isSessionExpired({ expiresAt: Number.NaN }, now)).toBe(true);
  });
});
