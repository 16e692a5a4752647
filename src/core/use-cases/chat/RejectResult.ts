import { rejectionNeedsReason, statusAfterReject } from '../../domain/chat/message-status';
import { validateRejectionReason } from '../../domain/chat/validation-texts';
import type { ChatPort } from '../../ports/ChatPort';
import { failed, type Outcome } from '../outcome';
import { type Judged, type JudgementRequest, saveJudgement } from './judgement';

export interface RejectResultRequest extends JudgementRequest {
  /** Why: required to reject, ignored when a rejection is taken back. */
  reason?: string;
}

/**
 * Spec 1 §4 Reject: a finished result is rejected with a reason; pressing Reject on a rejected
 * result takes the rejection back. The regeneration that follows a rejection is RegenerateResult.
 */
export class RejectResult {
  constructor(private readonly chat: ChatPort) {}

  /** Whether rejecting this result asks for a reason first (the 'Help Us Improve' dialog). */
  static needsReason(status: JudgementRequest['message']['status']): boolean {
    return rejectionNeedsReason(status);
  }

  async execute(request: RejectResultRequest): Promise<Outcome<Judged>> {
    const status = request.message.status;
    if (!rejectionNeedsReason(status)) return saveJudgement(this.chat, request, statusAfterReject(status));
    const reason = request.reason?.trim() ?? '';
    const alert = validateRejectionReason(reason);
    if (alert) return failed('not-allowed', alert);
    return saveJudgement(this.chat, request, 'rejected', reason);
  }
}

export const RejectResultToken = Symbol.for('RejectResult');
