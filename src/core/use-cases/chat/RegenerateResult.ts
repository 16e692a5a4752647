import type { ChatPort } from '../../ports/ChatPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { Outcome } from '../outcome';
import { deliver, type MessageDelivered } from './deliver';
import type { ResultRequest } from './result-request';

/** What Regenerate asks for, shown as the user's message. */
export const REGENERATE_REQUEST_TEXT = 'Please regenerate this result.';

export interface RegenerateResultRequest extends ResultRequest {
  /** The rejection reason of 'Regenerate with Feedback': it is also the request's text. */
  feedback?: string;
}

/** Spec 1 §2 Regenerate (and Reject's 'Regenerate with Feedback'): the assistant redoes a result. */
export class RegenerateResult {
  constructor(
    private readonly chat: ChatPort,
    private readonly clock: ClockPort,
  ) {}

  /** The text the user's request shows. */
  static requestText(feedback?: string): string {
    return feedback?.trim() || REGENERATE_REQUEST_TEXT;
  }

  execute(request: RegenerateResultRequest): Promise<Outcome<MessageDelivered>> {
    const feedback = request.feedback?.trim();
    return deliver(this.chat, this.clock, request.ctx, {
      message: RegenerateResult.requestText(feedback),
      chatId: request.chatId,
      action: 'regenerate',
      sourceMessageId: request.source.messageId,
      ...(feedback ? { feedback } : {}),
    });
  }
}

export const RegenerateResultToken = Symbol.for('RegenerateResult');
