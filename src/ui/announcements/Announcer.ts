import { action, makeObservable, observable } from 'mobx';

/**
 * What the page's one polite live region says (issue 31): answers as they arrive, a run's new
 * step and its end. One region for the whole page, so nothing is said twice.
 */
export class Announcer {
  message = '';

  constructor() {
    makeObservable(this, { message: observable, say: action });
  }

  /** Says `text`; the same words again are said again (a screen reader skips an unchanged region). */
  say(text: string): void {
    this.message = text === this.message ? `${text}\u00a0` : text;
  }
}
