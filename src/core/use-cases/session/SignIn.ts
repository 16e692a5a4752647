import type { StoredSession } from '../../domain/session';
import type { AuthPort } from '../../ports/AuthPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { StoragePort } from '../../ports/StoragePort';
import type { Outcome } from '../outcome';
import { openSession } from './open-session';

/**
 * Sign-in with the identity provider's credential (spec 1 §2, §5): answers the stored session, or
 * `rejected` for a token that cannot be decoded, or the backend's refusal.
 */
export class SignIn {
  constructor(
    private readonly auth: AuthPort,
    private readonly storage: StoragePort,
    private readonly clock: ClockPort,
  ) {}

  execute(request: { idToken: unknown }): Promise<Outcome<StoredSession>> {
    return openSession({ auth: this.auth, storage: this.storage, clock: this.clock }, request.idToken);
  }
}
