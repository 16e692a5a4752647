import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Message, MessageStatus } from '../../../core/domain/message';
import type { LoadedHistory } from '../../../core/use-cases/chat/LoadChatHistory';
import { type Outcome, succeeded } from '../../../core/use-cases/outcome';
import type { ResultDisplayState } from './ResultDisplayState';

/**
 * What the open chat shows: which chat it is and its messages, in order, with how its results
 * are displayed. Messages are replaced, never mutated, so a long history stays cheap to observe.
 * It is told what happened and calls nothing back: the send path goes ChatViewModel (what the
 * user does) → MessageDelivery (how a message goes out) → here.
 */
export class ThreadMessages {
  /** The open chat; null before the first message of a new chat. */
  chatId: string | null = null;
  all: readonly Message[] = [];
  /** Where the messages before the first shown one are read from; null when it starts the chat. */
  earlier: string | null = null;
  /** Bumped whenever another chat shows: answers about the previous one are dropped. */
  private shown = 0;

  constructor(readonly display: Pick<ResultDisplayState, 'chatShown' | 'chatCreated'>) {
    makeObservable(this, {
      chatId: observable,
      all: observableRef,
      earlier: observable,
      chatShown: action,
      replace: action,
      showEnd: action,
      earlierShown: action,
      completeHistory: action,
      append: action,
      update: action,
      applyStatus: action,
      chatCreated: action,
    });
  }

  /** Which chat shows: answers about an earlier one compare unequal to it. */
  get generation(): number {
    return this.shown;
  }

  /** The chat is left: answers about it still on their way are dropped. */
  left(): void {
    this.shown += 1;
  }

  /** Another chat shows (null: a new one), empty until its history is read. */
  chatShown(chatId: string | null): void {
    this.left();
    this.chatId = chatId;
    this.all = [];
    this.earlier = null;
    this.display.chatShown(chatId);
  }

  find(messageId: string): Message | undefined {
    return this.all.find((m) => m.messageId === messageId);
  }

  replace(messages: readonly Message[]): void {
    this.all = messages;
  }

  /**
   * Shows a read history: a long one's end first (then `shown` runs), the earlier messages before
   * it once read. A reload of a chat already on screen waits for the whole, since its end alone
   * would shorten the list; a newest page read again replaces only the end it covers. Nothing
   * changes once `current` answers false (another chat is open).
   */
  async show(
    { latest, whole, earlier }: LoadedHistory,
    current: () => boolean,
    shown: () => void,
  ): Promise<Outcome> {
    const onScreen = this.all.length > 0;
    if (!whole || !onScreen)
      runInAction(() => {
        if (onScreen) this.showEnd(latest, earlier);
        else {
          this.replace(latest);
          this.earlier = earlier ?? null;
        }
        shown();
      });
    if (!whole) return succeeded();
    const all = await whole();
    if (!all.ok) return all;
    if (current())
      runInAction(() => {
        if (onScreen) this.replace(all.value);
        else this.completeHistory(all.value, latest);
        shown();
      });
    return succeeded();
  }

  /**
   * The whole history, read after its end was shown: the earlier messages go before the shown
   * ones, which keep what happened to them meanwhile (a judgement, a message sent). A whole that
   * does not end with what was shown is taken as it is, with the messages sent meanwhile.
   */
  completeHistory(whole: readonly Message[], shownEnd: readonly Message[]): void {
    const earlier = whole.length - shownEnd.length;
    const endsWithShown =
      earlier >= 0 && shownEnd.every((message, i) => whole[earlier + i]?.messageId === message.messageId);
    if (endsWithShown) {
      this.all = [...whole.slice(0, earlier), ...this.all];
      return;
    }
    const read = new Set([...whole, ...shownEnd].map((message) => message.messageId));
    this.all = [...whole, ...this.all.filter((message) => !read.has(message.messageId))];
  }

  /**
   * The newest page read again (polling found a result done, links were renewed): it replaces the
   * messages from its first one on and the earlier pages read stay. A page that does not reach
   * back to the shown messages (or a whole history) replaces them all.
   */
  showEnd(page: readonly Message[], earlier: string | undefined): void {
    const first = page[0];
    const from =
      first && earlier !== undefined ? this.all.findIndex((m) => m.messageId === first.messageId) : -1;
    if (from < 0) {
      this.all = page;
      this.earlier = earlier ?? null;
      return;
    }
    this.all = [...this.all.slice(0, from), ...page];
  }

  /** A page of earlier messages, read while scrolling up: it goes before the shown ones, once. */
  earlierShown(page: readonly Message[], earlier: string | undefined): void {
    const shown = new Set(this.all.map((message) => message.messageId));
    this.all = [...page.filter((message) => !shown.has(message.messageId)), ...this.all];
    this.earlier = earlier ?? null;
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
    this.chatId = chatId;
    this.all = this.all.map((m) => (m.chatId ? m : { ...m, chatId }));
    this.display.chatCreated(chatId);
  }
}
