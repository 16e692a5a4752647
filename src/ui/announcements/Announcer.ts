import { action, makeObservable, observable, observableRef } from 'mobx';
import type { RunEndNotices } from '../orchestration/RunEndNotices';

/**
 * What the page tells the user beside the screen they are on (issue 31): the words of its one
 * polite live region (answers as they arrive, a run's new step and its end), and the notices of
 * runs that ended elsewhere once the orchestration view models have loaded (null before, so the
 * frame carries none of their code until a run was seen).
 */
export class Announcer {
  message = '';
  runEnds: RunEndNotices | null = null;

  constructor() {
    makeObservable(this, {
      message: observable,
      runEnds: observableRef,
      say: action,
      answered: action,
      runEndsFollowed: action,
    });
  }

  /** The assistant answered: "Sidekick answered: …", its words without Markdown's marks, a long one cut. */
  answered(content: string): void {
    this.say(answerAnnouncement(content));
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

/** Long answers are cut here: a screen reader user hears the gist, the message list holds the rest. */
const MOST_CHARACTERS = 200;

/**
 * What the live region says when the assistant answers (issue 31): "Sidekick answered: " and the
 * answer's words without Markdown's marks, cut at a word before MOST_CHARACTERS with an ellipsis.
 */
function answerAnnouncement(content: string): string {
  const words = content
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`~]+/g, '')
    .replace(/[#>|\s]+/g, ' ')
    .trim();
  if (words.length <= MOST_CHARACTERS) return `Sidekick answered: ${words}`;
  const cut = words.slice(0, MOST_CHARACTERS);
  const atWord = cut.lastIndexOf(' ');
  return `Sidekick answered: ${(atWord > 0 ? cut.slice(0, atWord) : cut).replace(/[,;:.]$/, '')}…`;
}
