import type { Message, MessageStatus } from '../message';

/**
 * Whether a message still waits for its result: the one rule behind the processing note, the
 * polling and the disabled actions. The adapter's mapper folds the backend's `isProcessing` flag into
 * the status, so the status alone answers.
 */
export function isMessageProcessing(message: Pick<Message, 'status'>): boolean {
  return message.status === 'processing';
}

/**
 * Approve and reject on a finished result (spec 1 §4 "Message status"). A completed result can
 * be approved or rejected; pressing the same action again toggles it back to completed. A result
 * without a status (older history) counts as completed. Processing or failed results cannot be
 * judged, and an approved result must be un-approved before it can be rejected (and vice versa).
 */

/** The judgement the user gives a result, or 'completed' to take it back (spec 1 §2). */
export type ResultJudgement = Extract<MessageStatus, 'approved' | 'rejected' | 'completed'>;

/** The status that pressing Approve sets, or null when Approve does not apply. */
export function statusAfterApprove(status: MessageStatus | undefined): ResultJudgement | null {
  if (isJudgeable(status)) return 'approved';
  return status === 'approved' ? 'completed' : null;
}

/** The status that pressing Reject sets, or null when Reject does not apply. */
export function statusAfterReject(status: MessageStatus | undefined): ResultJudgement | null {
  if (isJudgeable(status)) return 'rejected';
  return status === 'rejected' ? 'completed' : null;
}

/** Rejecting asks for a reason (and regenerates with it); toggling a rejection back does not. */
export function rejectionNeedsReason(status: MessageStatus | undefined): boolean {
  return statusAfterReject(status) === 'rejected';
}

/** What the result shows about its judgement: 'Approved', 'Rejected', or nothing. */
export function statusLabel(status: MessageStatus | undefined): 'Approved' | 'Rejected' | null {
  if (status === 'approved') return 'Approved';
  if (status === 'rejected') return 'Rejected';
  return null;
}

function isJudgeable(status: MessageStatus | undefined): boolean {
  return status === undefined || status === 'completed';
}
