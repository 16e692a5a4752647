import { type StoredSession, startSession } from '../../domain/session';
import type { AuthPort } from '../../ports/AuthPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { StoragePort } from '../../ports/StoragePort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';

/**
 * What every sign-in shares (spec 1 §2, §4, §5): the token is decoded first ('Invalid token
 * specified: …' refuses it before any call), exchanged for the user, and kept for three days;
 * the selected account is cleared on login.
 */
export async function openSession(
  ports: { auth: AuthPort; storage: StoragePort; clock: ClockPort },
  idToken: unknown,
): Promise<Outcome<StoredSession>> {
  try {
    // jwt-decode loads with the first sign-in, not with every page that restores a session.
    const { decodeLoginToken } = await import('../../domain/login-token');
    decodeLoginToken(idToken);
  } catch (error) {
    return failed('rejected', error instanceof Error ? error.message : String(error), error);
  }
  const token = idToken as string;
  const user = await attempt(() => ports.auth.signIn(token));
  if (!user.ok) return user;
  const session = startSession(user.value, token, ports.clock.now());
  ports.storage.saveSession(session);
  ports.storage.saveSelectedAccountId(null);
  return succeeded(session);
}
