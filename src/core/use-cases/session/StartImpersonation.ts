import { type StoredSession, withActingUser } from '../../domain/session';
import type { AuthPort } from '../../ports/AuthPort';
import type { StoragePort } from '../../ports/StoragePort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';

export const NOBODY_SIGNED_IN_TEXT = 'Nobody is signed in.';

/**
 * A super admin starts acting as another user (spec 3 "Impersonation"): the stored session names
 * the target as its user and keeps the admin's token and expiry. The backend decides who may.
 */
export class StartImpersonation {
  constructor(
    private readonly auth: AuthPort,
    private readonly storage: StoragePort,
  ) {}

  async execute(request: {
    session: StoredSession | null;
    targetUserId: string;
  }): Promise<Outcome<StoredSession>> {
    const { session, targetUserId } = request;
    if (!session) return failed('not-allowed', NOBODY_SIGNED_IN_TEXT);
    const target = await attempt(() => this.auth.impersonate(targetUserId, session.user.userId));
    if (!target.ok) return target;
    const next = withActingUser(session, target.value);
    this.storage.saveSession(next);
    return succeeded(next);
  }
}

export const StartImpersonationToken = Symbol.for('StartImpersonation');
