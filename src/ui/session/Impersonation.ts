import type { Outcome } from '../../core/use-cases/outcome';
import type { EndImpersonation } from '../../core/use-cases/session/EndImpersonation';
import type { StartImpersonation } from '../../core/use-cases/session/StartImpersonation';
import type { SessionStore } from './SessionStore';

/**
 * Starting and ending an impersonation (spec 3 "Impersonation"): the backend switches the acting
 * user, then the session takes the new one. Each answers an Outcome, so the screen that asked (the
 * Users tab, the banner) shows a failure in the page. Composed with the signed-in frame: nothing of
 * it is in the first load of /login.
 */
export class Impersonation {
  constructor(
    private readonly flows: { startImpersonation: StartImpersonation; endImpersonation: EndImpersonation },
    private readonly session: Pick<SessionStore, 'session' | 'actingUserSwitched'>,
  ) {}

  /** A super admin starts acting as another user; the backend decides who may. */
  start(targetUserId: string): Promise<Outcome> {
    const { session } = this.session;
    return this.session.actingUserSwitched(
      this.flows.startImpersonation.execute({ session, targetUserId }),
      'impersonation-start',
    );
  }

  /** The original user acts again; fails with 'You are not currently impersonating anyone.' when nobody is impersonated. */
  end(): Promise<Outcome> {
    return this.session.actingUserSwitched(
      this.flows.endImpersonation.execute({ session: this.session.session }),
      'impersonation-end',
    );
  }
}
