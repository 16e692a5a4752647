import { action, makeObservable, observable, runInAction } from 'mobx';
import { systemMessage, userMessage } from '../../../core/domain/chat/message-factory';
import type { MessageFile, Reference } from '../../../core/domain/message';
import type { ClockPort } from '../../../core/ports/ClockPort';
import type { MessageDelivered } from '../../../core/use-cases/chat/deliver';
import type { Outcome } from '../../../core/use-cases/outcome';
import type { ChatSession } from './chat-session';
import type { NextMessageReferences } from './NextMessageReferences';
import type { ResultsWatch } from './ResultsWatch';
import type { ThreadMessages } from './ThreadMessages';

/** Files and references that go with a message, shown on it at once. */
export interface Attached {
  files?: readonly MessageFile[];
  references?: readonly Reference[];
}

/**
 * How a message goes out in the open chat, whichever flow sends it: the user's message shows at
 * once, the flow runs, then the bot's reply shows (watched while processing) or, on failure,
 * the catalogue's text (or the rule's, e.g. no account) as a system message. The message shown
 * under a local id takes the id the backend stored it under (spec 1 §4 "Edit flow result").
 * It tells the thread, the references and the results watch what happened; none of them calls
 * back, so a send passes each file once.
 */
export class MessageDelivery {
  sending = false;

  constructor(
    private readonly thread: ThreadMessages,
    private readonly references: NextMessageReferences,
    private readonly results: ResultsWatch,
    private readonly deps: {
      session: ChatSession;
      clock: ClockPort;
      onChatsChanged?: () => void;
      answered?: (content: string) => void;
    },
  ) {
    makeObservable(this, { sending: observable, stopped: action });
  }

  /** Another chat shows: whatever was on its way no longer counts as sending. */
  stopped(): void {
    this.sending = false;
  }

  async deliver(
    text: string,
    failureText: string,
    attached: Attached,
    run: () => Promise<Outcome<MessageDelivered>>,
  ): Promise<boolean> {
    const { thread } = this;
    if (!this.deps.session.actingContext?.accountId) {
      const refused = await run();
      if (!refused.ok) thread.append(systemMessage(thread.chatId, refused.message, this.nowIso()));
      return false;
    }
    const generation = thread.generation;
    const shown = userMessage({ chatId: thread.chatId, text, timestamp: this.nowIso(), ...attached });
    runInAction(() => {
      thread.append(shown);
      if (attached.references) this.references.set();
      this.sending = true;
    });
    const outcome = await run();
    if (generation !== thread.generation) return outcome.ok;
    runInAction(() => {
      this.sending = false;
    });
    if (!outcome.ok) {
      // Refused for being over a limit: the backend's words say what to change. That is the
      // user's to mend, not a fault of the page, so it is no error in the console either.
      const limit = outcome.kind === 'over-limit' ? outcome.message : null;
      if (limit) console.warn('The message was refused:', limit);
      else console.error('Sending the message failed', outcome.cause ?? outcome.message);
      thread.append(systemMessage(thread.chatId, limit ?? failureText, this.nowIso()));
      return false;
    }
    await this.delivered(outcome.value, shown.messageId);
    return true;
  }

  private async delivered(delivered: MessageDelivered, shownId: string): Promise<void> {
    const { thread } = this;
    runInAction(() => {
      if (delivered.newChat) thread.chatCreated(delivered.chatId);
      const { storedAs } = delivered;
      if (storedAs && storedAs !== shownId && !thread.find(storedAs)) {
        thread.update(shownId, (m) => ({ ...m, id: storedAs, messageId: storedAs }));
      }
      thread.append(delivered.reply);
    });
    this.deps.answered?.(delivered.reply.content);
    if (delivered.firstPollAfterMs !== null)
      await this.results.watch(delivered.reply.messageId, delivered.firstPollAfterMs);
    this.deps.onChatsChanged?.();
  }

  private nowIso(): string {
    return new Date(this.deps.clock.now()).toISOString();
  }
}
