import type { Prospect } from '../../domain/demo/prospect';
import type { AppEventsPort } from '../../ports/AppEventsPort';
import type { AuthPort } from '../../ports/AuthPort';
import type { DemoPacks, DemoPort } from '../../ports/DemoPort';
import type { StoragePort } from '../../ports/StoragePort';
import { attempt, type Outcome } from '../outcome';

/**
 * The presenter switches the whole demo to a pack (or builds the current one again). What every
 * screen shows belongs to the old pack, so once it is done the page is told to load again.
 */
export class SwitchDemoPack {
  constructor(
    private readonly demo: DemoPort,
    private readonly events: AppEventsPort,
    private readonly signedIn: { auth: AuthPort; storage: StoragePort },
  ) {}

  async execute(request: { packId: string; prospect?: Prospect }): Promise<Outcome<DemoPacks>> {
    const outcome = await attempt(() => this.demo.switchPack(request.packId, request.prospect));
    if (!outcome.ok) return outcome;
    await this.refreshTheSignedInUser();
    this.events.emit('demoChanged', { reason: 'pack' });
    return outcome;
  }

  /**
   * The page that loads next restores the stored session: it gets the user as the new pack has
   * them (the prospect in the header, the accounts' names) through the same sign-in token. An
   * impersonation keeps its user; a user the new pack does not know is left to the restore.
   */
  private async refreshTheSignedInUser(): Promise<void> {
    const { auth, storage } = this.signedIn;
    const stored = await storage.loadSession();
    if (!stored || stored.user.isImpersonating) return;
    const user = await attempt(() => auth.signIn(stored.idToken));
    if (user.ok) storage.saveSession({ ...stored, user: user.value });
  }
}
