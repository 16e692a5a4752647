import type { Message, MessageStatus } from '../../core/domain/message';
import type { ActingContext } from '../../core/ports/acting-context';
import type { MessageDelivered } from '../../core/use-cases/chat/deliver';
import type { Outcome } from '../../core/use-cases/outcome';

/** A flow that sends a request about a result, given who acts and in which chat. */
export type RunInChat = (inChat: {
  ctx: ActingContext | null;
  chatId: string | null;
}) => Promise<Outcome<MessageDelivered>>;

/**
 * What a bot result's actions (action bar, dialogs, suggested next steps) need from the open
 * chat. ChatViewModel implements it; the actions view models depend on this interface only.
 */
export interface ChatThread {
  /** The open chat; null before the first message of a new chat. */
  readonly chatId: string | null;
  readonly messages: readonly Message[];

  /** Whether the result is among the references that go with the next message. */
  isReferenced(messageId: string): boolean;
  /** "Reference in chat" / "Remove reference". */
  toggleReference(message: Message): void;

  /** Sends a message as if the user had typed it (a suggested next step). */
  sendText(text: string): Promise<void>;

  /**
   * Asks the assistant to act on a result (Regenerate, Edit, Ask Assistant, or Reject's
   * "Regenerate with Feedback"): shows `text` as the user's message, runs the flow that sends it
   * in this chat, then shows the bot's reply and watches it while processing. On failure shows
   * the system error `failureText` and answers false.
   */
  requestOnResult(text: string, failureText: string, run: RunInChat): Promise<boolean>;

  /** Reflects a status change (approve, reject, toggle back) the backend has accepted. */
  applyStatus(messageId: string, status: MessageStatus, feedback?: string): void;

  /** Collapse state of a message's result table or progress panel, kept per chat in local storage. */
  isCollapsed(key: string): boolean;
  setCollapsed(key: string, collapsed: boolean): void;
}
