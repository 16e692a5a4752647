import type { FileMetadata, Message } from '../message';

/** How long refreshed file links stay valid: the product asks the server for 72 hours (spec 1 §4, §9). */
export const FILE_LINK_REFRESH_HOURS = 72;

/** Where a briefcase file can be opened, and until when that address works. */
export interface FileLink {
  url: string;
  expiresAt?: FileMetadata['expiresAt'];
}

type MetadataSource = Pick<Message, 'messageId' | 'type' | 'file_metadata'>;

/**
 * The stored metadata behind each briefcase file, keyed like the items of `briefcaseFilesFrom`:
 * an uploaded file by `{messageId}:{index}` of its user message, a generated file by the id of
 * its bot message (whose first file_metadata entry, when there is one, describes it).
 */
export function fileMetadataById(messages: readonly MetadataSource[]): Map<string, FileMetadata> {
  const byId = new Map<string, FileMetadata>();
  for (const message of messages) {
    if (message.type === 'user') {
      message.file_metadata?.forEach((metadata, index) => {
        byId.set(`${message.messageId}:${index}`, metadata);
      });
    } else if (message.type === 'bot') {
      const saved = message.file_metadata?.[0];
      if (saved) byId.set(message.messageId, saved);
    }
  }
  return byId;
}

/** The address a file opens at; null when it has none (nothing to open). */
export function fileLinkOf(metadata: FileMetadata | undefined): FileLink | null {
  if (!metadata?.publicUrl) return null;
  const link: FileLink = { url: metadata.publicUrl };
  if (metadata.expiresAt !== undefined) link.expiresAt = metadata.expiresAt;
  return link;
}

/**
 * A preview link counts as expired once its expiresAt lies in the past (spec 1 §4). A link
 * without an expiry, or with one that cannot be read, is used as it is: refreshing cannot make
 * it any better.
 */
export function isFileLinkExpired(link: FileLink, now: number): boolean {
  if (link.expiresAt === undefined || link.expiresAt === null || link.expiresAt === '') return false;
  const at = typeof link.expiresAt === 'number' ? link.expiresAt : Date.parse(link.expiresAt);
  return Number.isFinite(at) && at <= now;
}
