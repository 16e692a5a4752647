import { action, computed, makeObservable, observableRef } from 'mobx';

/** 'Confirmation precedes every delete' (spec 2 §8, spec 3 §5): the thing waiting for a yes or no. */
export class Confirmation<T> {
  subject: T | null = null;

  constructor() {
    makeObservable(this, {
      subject: observableRef,
      isOpen: computed,
      ask: action,
      cancel: action,
      take: action,
    });
  }

  get isOpen(): boolean {
    return this.subject !== null;
  }

  ask(subject: T): void {
    this.subject = subject;
  }

  cancel(): void {
    this.subject = null;
  }

  /** The confirmed subject, closing the question. */
  take(): T | null {
    const subject = this.subject;
    this.subject = null;
    return subject;
  }
}
