import { makeObservable, observableRef, runInAction } from 'mobx';
import type { ThreadWork } from './ThreadWork';

/**
 * The open chat's work (ThreadWork), whose code loads when first wanted: null until then, so the
 * view model's readings of it (sending, watched results) follow it once it is there.
 */
export class LazyThreadWork {
  work: ThreadWork | null = null;
  private loading: Promise<ThreadWork> | null = null;

  constructor(private readonly load: () => Promise<ThreadWork>) {
    makeObservable(this, { work: observableRef });
  }

  /**
   * Starts loading ahead of its use; called at every key typed, so nothing is done once it is
   * there. A failure here is left to the use, which says so.
   */
  wanted(): Promise<void> {
    return this.work
      ? Promise.resolve()
      : this.loaded().then(
          () => {},
          () => {},
        );
  }

  /** The work, loaded once; a load that failed is tried again at the next need. */
  loaded(): Promise<ThreadWork> {
    this.loading ??= this.load().then(
      (work) => {
        runInAction(() => (this.work = work));
        return work;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }
}
