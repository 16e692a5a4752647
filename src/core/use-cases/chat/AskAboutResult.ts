import { validateAssistantQuestion } from '../../domain/chat/validation-texts';
import { type ResultRequest, type TypedRequest, TypedResultRequest } from './result-request';

export interface AskAboutResultRequest extends ResultRequest {
  question: string;
}

/** Spec 1 §2 Ask Assistant: a question about the result, answered in the chat. */
export class AskAboutResult extends TypedResultRequest<AskAboutResultRequest> {
  protected typed(request: AskAboutResultRequest): TypedRequest {
    return { text: request.question, action: 'ask-assistant', validate: validateAssistantQuestion };
  }
}

export const AskAboutResultToken = Symbol.for('AskAboutResult');
