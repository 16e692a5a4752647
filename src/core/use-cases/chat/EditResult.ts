import { validateEditInstructions } from '../../domain/chat/validation-texts';
import type { ChatPort } from '../../ports/ChatPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { Outcome } from '../outcome';
import type { MessageDelivered } from './deliver';
import { type ResultRequest, sendTypedRequest } from './result-request';

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
    return sendTypedRequest(this.chat, this.clock, request, {
      text: request.instructions,
      action: 'edit',
      validate: validateEditInstructions,
    });
  }
}

export const EditResultToken = Symbol.for('EditResult');
