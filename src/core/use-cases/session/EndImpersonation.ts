import { type StoredSession, withActingUser } from '../../domain/session';
import type { AuthPort } from '../../ports/AuthPort';
import type { StoragePort } from '../../ports/StoragePort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';

export const NOT_IMPERSONATING_TEXT = 'You are not currently impersonating anyone.';

/** End Impersonation (spec 3 "Impersonation"): the original user acts again, in the same session. */
export class EndImpersonation {
  constructor(
    private readonly auth: AuthPort,
    private readonly storage: StoragePort,
  ) {}

  async execute(request: { session: StoredSession | null }): Promise<Outcome<StoredSession>> {
    const { session } = request;
    const originalId = session?.user.impersonatedBy;
    if (!session?.user.isImpersonating || !originalId) return failed('not-allowed', NOT_IMPERSONATING_TEXT);
    const original = await attempt(() => this.auth.endImpersonation(originalId));
    if (!original.ok) return original;
    const next = withActingUser(session, original.value);
    this.storage.saveSession(next);
    return succeeded(next);
  }
}

export const EndImpersonationToken = Symbol.for('EndImpersonation');
