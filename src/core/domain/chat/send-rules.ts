import type { PermissionMap } from '../permissions';
import { granted } from './granted';

/** Spec 1 §5: the error of a send attempted without an account to act in. */
export const NO_ACCOUNT_TEXT = 'No valid accountId found. Please select an account or contact support.';

/** What the input area knows when the user presses Enter or the send button. */
export interface SendAttempt {
  text: string;
  /** Files attached to the message (already uploaded chips). */
  fileCount: number;
  /** A send is in flight. */
  sending: boolean;
  /** An upload is in flight. */
  uploading: boolean;
  permissions: PermissionMap;
  /** A user exists and has an account to act in (see isReadyToWork). */
  ready: boolean;
}

/** Why a send cannot start, in the order they are checked. */
export type SendBlock = 'empty' | 'in-flight' | 'not-permitted' | 'not-ready';

/**
 * Spec 1 §5: a send needs text (after trimming) or a file, nothing in flight, can_send_message
 * and readiness. An empty box or a busy one simply does nothing, so those are checked first;
 * only readiness has a text the user is shown (see sendBlockText).
 */
export function sendBlock(attempt: SendAttempt): SendBlock | null {
  if (!attempt.text.trim() && attempt.fileCount < 1) return 'empty';
  if (attempt.sending || attempt.uploading) return 'in-flight';
  if (!granted(attempt.permissions, 'can_send_message')) return 'not-permitted';
  if (!attempt.ready) return 'not-ready';
  return null;
}

export function canSend(attempt: SendAttempt): boolean {
  return sendBlock(attempt) === null;
}

/** The error a blocked send shows, or null when it is refused silently. */
export function sendBlockText(block: SendBlock | null): string | null {
  return block === 'not-ready' ? NO_ACCOUNT_TEXT : null;
}

export type UploadBlock = 'not-permitted' | 'not-ready';

/** Spec 1 §5: upload needs can_upload_attachment and readiness. */
export function uploadBlock(permissions: PermissionMap, ready: boolean): UploadBlock | null {
  if (!granted(permissions, 'can_upload_attachment')) return 'not-permitted';
  if (!ready) return 'not-ready';
  return null;
}

export function canUpload(permissions: PermissionMap, ready: boolean): boolean {
  return uploadBlock(permissions, ready) === null;
}
