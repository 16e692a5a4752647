import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Outcome } from '../../../core/use-cases/outcome';

/**
 * What a screen reads beside its rows (the roles a user editor offers, the permissions a role
 * form lists), loaded with them. A failure either shows (its text) or, where the spec says so,
 * is only logged and leaves the last value.
 */
export class Lookup<T> {
  value: T;
  /** Whether a read is on its way (a picker waits for it). */
  loading = false;

  constructor(
    private readonly read: () => Promise<Outcome<T>>,
    initial: T,
    /** The load failure's text, or null when a failure is only logged (spec 3 §8). */
    private readonly failedText: string | null,
  ) {
    this.value = initial;
    makeObservable(this, { value: observableRef, loading: observable });
  }

  /** Reads it again; answers the text to show when that failed, else null. */
  async load(): Promise<string | null> {
    runInAction(() => {
      this.loading = true;
    });
    const outcome = await this.read();
    runInAction(() => {
      this.loading = false;
      if (outcome.ok) this.value = outcome.value;
    });
    if (outcome.ok) return null;
    if (this.failedText === null) console.error('A lookup failed to load', outcome.message);
    return this.failedText;
  }
}
