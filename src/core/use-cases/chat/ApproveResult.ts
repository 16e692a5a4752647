import { statusAfterApprove } from '../../domain/chat/message-status';
import type { ChatPort } from '../../ports/ChatPort';
import type { Outcome } from '../outcome';
import { type Judged, type JudgementRequest, saveJudgement } from './judgement';

/** Spec 1 §4 Approve: approves a finished result, or takes an approval back. */
export class ApproveResult {
  constructor(private readonly chat: ChatPort) {}

  execute(request: JudgementRequest): Promise<Outcome<Judged>> {
    return saveJudgement(this.chat, request, statusAfterApprove(request.message.status));
  }
}

export const ApproveResultToken = Symbol.for('ApproveResult');
