import type { StoredSession } from '../../domain/session';
import type { AuthPort } from '../../ports/AuthPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { StoragePort } from '../../ports/StoragePort';
import { attempt, type Outcome } from '../outcome';
import { openSession } from './open-session';

/**
 * Demo sign-in: the demo identity provider signs a token for the chosen persona, which then takes
 * the same path as a real credential (SignIn), so the demo proves the real flow.
 */
export class SignInAsPersona {
  constructor(
    private readonly auth: AuthPort,
    private readonly storage: StoragePort,
    private readonly clock: ClockPort,
  ) {}

  async execute(request: { email: string }): Promise<Outcome<StoredSession>> {
    const token = await attempt(() => this.auth.requestDemoToken(request.email));
    return token.ok
      ? openSession({ auth: this.auth, storage: this.storage, clock: this.clock }, token.value)
      : token;
  }
}
