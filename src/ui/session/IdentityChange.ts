import { makeObservable, observable, runInAction } from 'mobx';

/**
 * Whether the acting user is being switched (an impersonation starting or ending): the backend
 * may already act on the new identity while the page still calls as the old one, so refusals
 * that arrive meanwhile say nothing about the page.
 */
export class IdentityChange {
  changing = false;

  constructor() {
    makeObservable(this, { changing: observable });
  }

  async during<T>(change: Promise<T>): Promise<T> {
    runInAction(() => {
      this.changing = true;
    });
    try {
      return await change;
    } finally {
      runInAction(() => {
        this.changing = false;
      });
    }
  }
}
