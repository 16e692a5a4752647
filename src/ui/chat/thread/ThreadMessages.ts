import { action, makeObservable, observableRef } from 'mobx';
import type { Message, MessageStatus } from '../../../core/domain/message';

/**
 * The messages of the open chat, in order. Messages are replaced, never mutated, so a long
 * history stays cheap to observe.
 */
export class ThreadMessages {
  all: readonly Message[] = [];

  constructor() {
    makeObservable(this, {
      all: observableRef,
      replace: action,
      append: action,
      update: action,
      applyStatus: action,
      chatCreated: action,
    });
  }

  find(messageId: string): Message | undefined {
    return this.all.find((m) => m.messageId === messageId);
  }

  replace(messages: readonly Message[]): void {
    this.all = messages;
  }

  append(message: Message): void {
    this.all = [...this.all, message];
  }

  /** Replaces one message by `change(message)`; nothing happens when it is gone or unchanged. */
  update(messageId: string, change: (message: Message) => Message): void {
    const index = this.all.findIndex((m) => m.messageId === messageId);
    const current = index >= 0 ? this.all[index] : undefined;
    if (!current) return;
    const next = change(current);
    if (next === current) return;
    const messages = [...this.all];
    messages[index] = next;
    this.all = messages;
  }

  /** A status change the backend has accepted (approve, reject, toggle back). */
  applyStatus(messageId: string, status: MessageStatus, feedback?: string): void {
    this.update(messageId, (message) => {
      const next: Message = { ...message, status };
      if (feedback !== undefined) next.feedback = feedback;
      return next;
    });
  }

  /** The first message created the chat: the messages shown before it had an id join it. */
  chatCreated(chatId: string): void {
    this.all = this.all.map((m) => (m.chatId ? m : { ...m, chatId }));
  }
}
