import { action, makeObservable, observableRef } from 'mobx';
import {
  clearReferences,
  isReferenced,
  referenceFromMessage,
  removeReference,
  toggleReference,
} from '../../../core/domain/chat/references';
import type { Message, Reference } from '../../../core/domain/message';

/** The earlier messages that go with the next message (spec 1 §2 "Reference in chat"). */
export class NextMessageReferences {
  list: readonly Reference[] = [];

  constructor() {
    makeObservable(this, { list: observableRef, toggle: action, remove: action, set: action });
  }

  has(messageId: string): boolean {
    return isReferenced(this.list, messageId);
  }

  toggle(message: Message): void {
    this.list = toggleReference(this.list, referenceFromMessage(message));
  }

  remove(messageId: string): void {
    this.list = removeReference(this.list, messageId);
  }

  /** Replaces them all: none (`clearReferences()`), or the ones a failed send gives back. */
  set(references: readonly Reference[] = clearReferences()): void {
    this.list = references;
  }
}
