import { makeObservable, observable, runInAction } from 'mobx';
import type { StoredSession } from '../../core/domain/session';
import type { Outcome } from '../../core/use-cases/outcome';
import type { EndImpersonation } from '../../core/use-cases/session/EndImpersonation';
import type { StartImpersonation } from '../../core/use-cases/session/StartImpersonation';

/**
 * Starting and ending an impersonation (spec 3 "Impersonation") for the SessionStore: each answers
 * an Outcome, so the screen that asked (the Users tab, the banner) shows a failure in the page.
 * While the acting user is being switched the backend may already act on the new identity while
 * the page still calls as the old one, so refusals that arrive meanwhile say nothing (`changing`).
 */
export class Impersonation {
  changing = false;

  constructor(
    private readonly flows: { startImpersonation: StartImpersonation; endImpersonation: EndImpersonation },
    /** The switch went through: the store takes the new acting user. */
    private readonly switched: (
      next: StoredSession,
      source: 'impersonation-start' | 'impersonation-end',
    ) => void,
  ) {
    makeObservable(this, { changing: observable });
  }

  async start(session: StoredSession, targetUserId: string): Promise<Outcome> {
    return this.switch(
      'impersonation-start',
      this.flows.startImpersonation.execute({ session, targetUserId }),
    );
  }

  /** Fails as 'not-allowed' with 'You are not currently impersonating anyone.' when nobody is. */
  async end(session: StoredSession | null): Promise<Outcome> {
    return this.switch('impersonation-end', this.flows.endImpersonation.execute({ session }));
  }

  private async switch(
    source: 'impersonation-start' | 'impersonation-end',
    change: Promise<Outcome<StoredSession>>,
  ): Promise<Outcome> {
    runInAction(() => {
      this.changing = true;
    });
    try {
      const outcome = await change;
      if (!outcome.ok) return outcome;
      this.switched(outcome.value, source);
      return { ok: true, value: undefined };
    } finally {
      runInAction(() => {
        this.changing = false;
      });
    }
  }
}
