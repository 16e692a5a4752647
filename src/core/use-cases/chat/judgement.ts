import type { ResultJudgement } from '../../domain/chat/message-status';
import type { Message } from '../../domain/message';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';

/** A result to approve or reject, as the chat shows it now. */
export interface JudgementRequest {
  ctx: ActingContext | null;
  chatId: string | null;
  message: Pick<Message, 'messageId' | 'status'>;
}

/** The status the result has now, and the reason that went with a rejection. */
export interface Judged {
  status: ResultJudgement;
  feedback?: string;
}

/** Saves a judgement; `next` null means the rule refused it (a processing or failed result). */
export async function saveJudgement(
  chat: ChatPort,
  request: JudgementRequest,
  next: ResultJudgement | null,
  feedback?: string,
): Promise<Outcome<Judged>> {
  const { ctx, chatId, message } = request;
  if (!ctx || !chatId) return failed('not-allowed', 'There is no chat to act in.');
  if (next === null) return failed('not-allowed', 'This result cannot be judged now.');
  const saved = await attempt(() => chat.setMessageStatus(ctx, chatId, message.messageId, next, feedback));
  if (!saved.ok) return saved;
  return succeeded<Judged>(feedback === undefined ? { status: next } : { status: next, feedback });
}
