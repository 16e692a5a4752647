import { validateEditInstructions } from '../../domain/chat/validation-texts';
import type { ChatPort } from '../../ports/ChatPort';
import type { ClockPort } from '../../ports/ClockPort';
import { failed, type Outcome } from '../outcome';
import { deliver, type MessageDelivered } from './deliver';
import type { ResultRequest } from './result-request';

export interface EditResultRequest extends ResultRequest {
  /** What to change, as typed in the 'Update … Details' dialog. */
  instructions: string;
}

/** Spec 1 §2/§4 Edit: the instructions go to the assistant as an edit of the result. */
export class EditResult {
  constructor(
    private readonly chat: ChatPort,
    private readonly clock: ClockPort,
  ) {}

  execute(request: EditResultRequest): Promise<Outcome<MessageDelivered>> {
    const instructions = request.instructions.trim();
    const alert = validateEditInstructions(instructions);
    if (alert) return Promise.resolve(failed('not-allowed', alert));
    return deliver(this.chat, this.clock, request.ctx, {
      message: instructions,
      chatId: request.chatId,
      action: 'edit',
      sourceMessageId: request.source.messageId,
    });
  }
}

export const EditResultToken = Symbol.for('EditResult');
