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

/** What the user typed about a result, the action it is sent as, and the check it must pass. */
export interface TypedRequest {
  text: string;
  action: OutgoingMessage['action'];
  validate: (text: string) => string | null;
}

/**
 * A request about a result that the user typed (a question, edit instructions): the trimmed
 * text goes to the assistant once `validate` finds nothing to say against it; what it says is
 * the failure's text, and nothing is sent.
 */
export abstract class TypedResultRequest<R extends ResultRequest> {
  constructor(
    private readonly chat: ChatPort,
    private readonly clock: ClockPort,
  ) {}

  protected abstract typed(request: R): TypedRequest;

  execute(request: R): Promise<Outcome<MessageDelivered>> {
    const typed = this.typed(request);
    const text = typed.text.trim();
    const alert = typed.validate(text);
    if (alert) return Promise.resolve(failed('not-allowed', alert));
    return deliver(this.chat, this.clock, request.ctx, {
      message: text,
      chatId: request.chatId,
      action: typed.action,
      sourceMessageId: request.source.messageId,
    });
  }
}
