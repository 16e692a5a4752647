import { DELAYED_POLL_MS, statusSourceFor } from '../../domain/chat/async-actions';
import { awaitsResult, botReply } from '../../domain/chat/message-factory';
import { NO_ACCOUNT_TEXT } from '../../domain/chat/send-rules';
import type { Message } from '../../domain/message';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort, OutgoingMessage } from '../../ports/ChatPort';
import type { ClockPort } from '../../ports/ClockPort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';

/** What the chat shows once the assistant has acknowledged a message. */
export interface MessageDelivered {
  /** The chat the message went to: a new chat's id when it was sent without one. */
  chatId: string;
  /** The message started this chat. */
  newChat: boolean;
  /** The id the backend stored the user's message under, when it said (spec 1 §4 "Edit flow result"). */
  storedAs?: string;
  /** The assistant's reply: status 'processing' while its result is on its way. */
  reply: Message;
  /**
   * ms until the first look at the reply's result (spec 1 §4: 1000 ms in a chat that did not
   * exist a moment ago); null when there is nothing to wait for, or the result reports through
   * an orchestration's own status (fast track, Salesforce).
   */
  firstPollAfterMs: number | null;
}

/**
 * Sends a message, or a request about a result, and reads the acknowledgement: the shared step
 * of SendMessage and the result requests. Without an account to act in nothing is sent (spec 1
 * §5): the failure carries the catalogue's text.
 */
export async function deliver(
  chat: ChatPort,
  clock: ClockPort,
  ctx: ActingContext | null,
  message: OutgoingMessage,
): Promise<Outcome<MessageDelivered>> {
  if (!ctx?.accountId) return failed('not-allowed', NO_ACCOUNT_TEXT);
  const sent = await attempt(() => chat.sendMessage(ctx, message));
  if (!sent.ok) return sent;
  const answer = sent.value;
  const reply = botReply(answer, new Date(clock.now()).toISOString());
  const newChat = message.chatId === null;
  const watched = awaitsResult(reply) && statusSourceFor(reply.action) === 'message';
  const delivered: MessageDelivered = {
    chatId: newChat ? answer.chatId : (message.chatId as string),
    newChat,
    reply,
    firstPollAfterMs: watched ? (newChat ? DELAYED_POLL_MS : 0) : null,
  };
  if (answer.sourceMessageId) delivered.storedAs = answer.sourceMessageId;
  return succeeded(delivered);
}
