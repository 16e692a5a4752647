import { makeAutoObservable, runInAction } from 'mobx';
import { END_IMPERSONATION_FAILED_TEXT } from '../../core/domain/session';
import type { Impersonation } from '../session/Impersonation';

/**
 * The impersonation banner's End Impersonation (spec 3 "Impersonation"): a failure to end it is
 * kept here, 'Failed to end impersonation: ' and the reason, and the impersonation goes on.
 */
export class ImpersonationBannerViewModel {
  /** What the banner says went wrong with the last End Impersonation, if it failed. */
  problem: string | null = null;

  constructor(private readonly impersonation: Pick<Impersonation, 'end'>) {
    makeAutoObservable<ImpersonationBannerViewModel, 'impersonation'>(this, { impersonation: false });
  }

  /** End Impersonation pressed: answers whether it ended (the page then returns to the admin dashboard). */
  async endPressed(): Promise<boolean> {
    this.problem = null;
    const ended = await this.impersonation.end();
    runInAction(() => {
      this.problem = ended.ok ? null : `${END_IMPERSONATION_FAILED_TEXT}${ended.message}`;
    });
    return ended.ok;
  }
}
