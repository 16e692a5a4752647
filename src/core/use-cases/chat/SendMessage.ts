import type { MessageFile, Reference } from '../../domain/message';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort, OutgoingMessage } from '../../ports/ChatPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { Outcome } from '../outcome';
import { deliver, type MessageDelivered } from './deliver';

export interface SendMessageRequest {
  /** null before sign-in; without an account the send fails as 'not-allowed'. */
  ctx: ActingContext | null;
  /** null starts a new chat. */
  chatId: string | null;
  text: string;
  files?: readonly MessageFile[];
  references?: readonly Reference[];
}

/**
 * Spec 1 §5 Send: the text, the uploaded files and the referenced results go to the assistant;
 * the answer is its reply (watched while processing). A failure loses nothing: the caller still
 * holds what was typed and attached and gives it back to the input area.
 */
export class SendMessage {
  constructor(
    private readonly chat: ChatPort,
    private readonly clock: ClockPort,
  ) {}

  execute(request: SendMessageRequest): Promise<Outcome<MessageDelivered>> {
    const message: OutgoingMessage = { message: request.text, chatId: request.chatId };
    if (request.references?.length) message.references = [...request.references];
    if (request.files?.length) message.files = [...request.files];
    return deliver(this.chat, this.clock, request.ctx, message);
  }
}

export const SendMessageToken = Symbol.for('SendMessage');
