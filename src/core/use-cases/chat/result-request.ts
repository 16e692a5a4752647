import type { Message } from '../../domain/message';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort, OutgoingMessage } from '../../ports/ChatPort';
import type { ClockPort } from '../../ports/ClockPort';
import { failed, type Outcome } from '../outcome';
import { deliver, type MessageDelivered } from './deliver';

/** A request about an earlier result: who asks, in which chat, about which result. */
export interface ResultRequest {
  ctx: ActingContext | null;
  chatId: string | null;
  source: Pick<Message, 'messageId'>;
}

/**
 * A request about a result that the user typed (a question, edit instructions): the trimmed
 * text goes to the assistant as `action` once `validate` finds nothing to say against it; what it
 * says is the failure's text, and nothing is sent.
 */
export function sendTypedRequest(
  chat: ChatPort,
  clock: ClockPort,
  request: ResultRequest,
  typed: { text: string; action: OutgoingMessage['action']; validate: (text: string) => string | null },
): Promise<Outcome<MessageDelivered>> {
  const text = typed.text.trim();
  const alert = typed.validate(text);
  if (alert) return Promise.resolve(failed('not-allowed', alert));
  return deliver(chat, clock, request.ctx, {
    message: text,
    chatId: request.chatId,
    action: typed.action,
    sourceMessageId: request.source.messageId,
  });
}
