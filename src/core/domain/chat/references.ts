import { truncate } from '../format/truncate';
import type { Message, Reference } from '../message';

/** How much of a referenced message the references indicator shows (spec 1 §2, §9). */
export const REFERENCE_PREVIEW_LENGTH = 40;

/** The first 40 characters of a referenced message, with '...' when more was cut off. */
export function referencePreview(content: string): string {
  return truncate(content, REFERENCE_PREVIEW_LENGTH);
}

/** The reference sent along with a new message when the user picks 'Reference in chat'. */
export function referenceFromMessage(
  message: Pick<Message, 'messageId' | 'timestamp' | 'sourceMessageId' | 'action' | 'subAction'>,
): Reference {
  const reference: Reference = { messageId: message.messageId, type: 'message' };
  if (message.timestamp) reference.timestamp = message.timestamp;
  if (message.sourceMessageId) reference.sourceMessageId = message.sourceMessageId;
  if (message.action) reference.action = message.action;
  if (message.subAction) reference.subAction = message.subAction;
  return reference;
}

export function isReferenced(references: readonly Reference[], messageId: string): boolean {
  return references.some((r) => r.messageId === messageId);
}

/** Adds a reference at the end; a message already referenced is not added twice. */
export function addReference(references: readonly Reference[], reference: Reference): Reference[] {
  return isReferenced(references, reference.messageId) ? [...references] : [...references, reference];
}

export function removeReference(references: readonly Reference[], messageId: string): Reference[] {
  return references.filter((r) => r.messageId !== messageId);
}

/** 'Reference in chat' and 'Remove reference' are one toggle on the message's action bar. */
export function toggleReference(references: readonly Reference[], reference: Reference): Reference[] {
  return isReferenced(references, reference.messageId)
    ? removeReference(references, reference.messageId)
    : addReference(references, reference);
}

/** 'Clear' in the references indicator, and what is left after a send. */
export function clearReferences(): Reference[] {
  return [];
}
