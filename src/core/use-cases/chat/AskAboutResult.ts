import { validateAssistantQuestion } from '../../domain/chat/validation-texts';
import type { ChatPort } from '../../ports/ChatPort';
import type { ClockPort } from '../../ports/ClockPort';
import { failed, type Outcome } from '../outcome';
import { deliver, type MessageDelivered } from './deliver';
import type { ResultRequest } from './result-request';

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
    const question = request.question.trim();
    const alert = validateAssistantQuestion(question);
    if (alert) return Promise.resolve(failed('not-allowed', alert));
    return deliver(this.chat, this.clock, request.ctx, {
      message: question,
      chatId: request.chatId,
      action: 'ask-assistant',
      sourceMessageId: request.source.messageId,
    });
  }
}

export const AskAboutResultToken = Symbol.for('AskAboutResult');
