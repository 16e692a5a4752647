import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Message } from '../../../core/domain/message';
import type { ActingContext } from '../../../core/ports/acting-context';
import type { ChatPort } from '../../../core/ports/ChatPort';
import type { BriefcaseSource } from '../BriefcaseSource';

/**
 * The open chat as the chat view model exposes it to the briefcase, for tests, benches and
 * scenarios: observable messages loaded from a ChatPort, and a record of where the user went.
 */
export class HistorySource implements BriefcaseSource {
  chatId: string | null;
  messages: Message[] = [];
  readonly wentTo: string[] = [];
  readonly referenced: string[] = [];

  constructor(
    private readonly chat: ChatPort,
    private readonly ctx: ActingContext = { userId: 'u-1', accountId: 'acc-1' },
    chatId: string | null = 'chat-1',
    messages: Message[] = [],
  ) {
    this.chatId = chatId;
    this.messages = messages;
    makeObservable(this, {
      chatId: observable,
      messages: observableRef,
      replaceMessages: action,
      chatChanged: action,
    });
  }

  goToMessage(messageId: string): void {
    this.wentTo.push(messageId);
  }

  referenceMessage(messageId: string): void {
    this.referenced.push(messageId);
  }

  async reloadHistory(): Promise<void> {
    if (!this.chatId) return;
    const read = await this.chat.fetchHistory(this.ctx, this.chatId);
    this.replaceMessages(read.whole ? await read.whole() : read.latest);
  }

  replaceMessages(messages: Message[]): void {
    this.messages = messages;
  }

  /** Another chat, or a new canvas (null). */
  chatChanged(chatId: string | null): void {
    this.chatId = chatId;
  }
}
