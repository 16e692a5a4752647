import { action, makeObservable, observable, observableRef } from 'mobx';
import type { RunEndNotices } from '../orchestration/RunEndNotices';

/**
 * What the page tells the user beside the screen they are on (issue 31): the words of its one
 * polite live region (answers as they arrive, worded by answer-announcement.ts; a run's new step
 * and its end), and the notices of runs that ended elsewhere once the orchestration view models
 * have loaded (null before, so the frame carries none of their code until a run was seen).
 */
export class Announcer {
  message = '';
  runEnds: RunEndNotices | null = null;

  constructor() {
    makeObservable(this, {
      message: observable,
      runEnds: observableRef,
      say: action,
      runEndsFollowed: action,
    });
  }

  /** Says `text`; the same words again are said again (a screen reader skips an unchanged region). */
  say(text: string): void {
    this.message = text === this.message ? `${text}\u00a0` : text;
  }

  /** The orchestration view models loaded: the frame shows their notices from now on. */
  runEndsFollowed(notices: RunEndNotices): void {
    this.runEnds = notices;
  }
}
