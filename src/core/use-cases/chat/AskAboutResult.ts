import { validateAssistantQuestion } from '../../domain/chat/validation-texts';
import type { ChatPort } from '../../ports/ChatPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { Outcome } from '../outcome';
import type { MessageDelivered } from './deliver';
import { type ResultRequest, sendTypedRequest } from './result-request';

export interface AskAboutResultRequest extends ResultRequest {
  question: string;
}

/** Spec 1 §2 Ask Assistant: a question about the result, answered in the chat. */
export class AskAboutResult {
  constructor(
    private readonly chat: ChatPort,
    private readonly clock: ClockPort,
  ) {}

  execute(request: AskAboutResultRequest): Promise<Outcome<MessageDelivered>> {
    return sendTypedRequest(this.chat, this.clock, request, {
      text: request.question,
      action: 'ask-assistant',
      validate: validateAssistantQuestion,
    });
  }
}

export const AskAboutResultToken = Symbol.for('AskAboutResult');
