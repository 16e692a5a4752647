import type { DemoMessage } from '../data/types';
import { generatedFileMetadata } from '../files/generated-files';

/**
 * Time is lazy: a processing reply carries its result and the moment it is due. Whoever reads
 * the message after that moment (a status poll, the history) makes it final. Answers whether the
 * message changed, so the caller can persist.
 */
export function finaliseIfDue(message: DemoMessage, now: number): boolean {
  const pending = message.pending;
  if (!pending || message.status !== 'processing' || message.stoppedAt !== undefined) return false;
  if (now < pending.completesAt) return false;
  message.status = pending.result.status;
  message.content = pending.result.content;
  if (pending.result.jsonResponse !== undefined) message.jsonResponse = pending.result.jsonResponse;
  if (pending.result.generatedFiles?.length)
    message.file_metadata = generatedFileMetadata(message, pending.result.generatedFiles);
  return true;
}

/** Finalises every due message in the list; answers those that changed. */
export function finaliseDue(messages: readonly DemoMessage[], now: number): DemoMessage[] {
  return messages.filter((message) => finaliseIfDue(message, now));
}
