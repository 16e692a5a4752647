import { isSessionExpired, type StoredSession } from '../../domain/session';
import type { ClockPort } from '../../ports/ClockPort';
import type { StoragePort } from '../../ports/StoragePort';
import { type Outcome, succeeded } from '../outcome';

export interface RestoredSession {
  session: StoredSession;
  selectedAccountId: string | null;
}

/**
 * On page load (spec 1 §3, §9; spec 3 §3): counts the load and answers the stored session with the
 * account the user had selected, or null when none is stored or it has expired (an expired one is
 * removed). The page shows 'Checking authentication status' until it answers.
 */
export class RestoreSession {
  constructor(
    private readonly storage: StoragePort,
    private readonly clock: ClockPort,
  ) {}

  async execute(): Promise<Outcome<RestoredSession | null>> {
    this.storage.countPageLoad();
    const stored = await this.storage.loadSession();
    if (!stored) return succeeded(null);
    if (isSessionExpired(stored, this.clock.now())) {
      this.storage.clearSession();
      return succeeded(null);
    }
    return succeeded({ session: stored, selectedAccountId: this.storage.loadSelectedAccountId() });
  }
}
