import type { FileMetadata, Message } from '../../../core/domain/message';

/** Refreshed links stay valid this long (spec 1 §4, §9). */
export const FILE_REFRESH_HOURS = 72;

/** A link whose expiresAt lies in the past; a link without a readable expiry is used as it is. */
function isExpired(file: FileMetadata, now: number): boolean {
  if (file.expiresAt === undefined || file.expiresAt === '') return false;
  const at = typeof file.expiresAt === 'number' ? file.expiresAt : Date.parse(file.expiresAt);
  return Number.isFinite(at) && at <= now;
}

/** Whether any file link of the chat has expired, so the server should renew them (spec 1 §4). */
export function hasExpiredFileLinks(messages: readonly Message[], now: number): boolean {
  return messages.some((message) =>
    message.file_metadata?.some((file) => Boolean(file.publicUrl) && isExpired(file, now)),
  );
}
