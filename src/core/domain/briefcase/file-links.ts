import type { Message, MessageFile } from '../message';

/** How long refreshed file links stay valid: the product asks the server for 72 hours (spec 1 §4, §9). */
export const FILE_LINK_REFRESH_HOURS = 72;

/** Where a briefcase file can be opened, and until when that address works. */
export interface FileLink {
  url: string;
  /** ms since the epoch; absent when the link does not expire (or nobody knows when). */
  expiresAt?: number;
}

type FileSource = Pick<Message, 'messageId' | 'type' | 'files'>;

/**
 * The stored file behind each briefcase file, keyed like the items of `briefcaseFilesFrom`:
 * an uploaded file by `{messageId}:{index}` of its user message, a generated file by the id of
 * its bot message (whose first file, when there is one, describes it), a stored file of a result
 * (a screenshot) by `{messageId}:{index}` too.
 */
export function fileMetadataById(messages: readonly FileSource[]): Map<string, MessageFile> {
  const byId = new Map<string, MessageFile>();
  for (const message of messages) {
    if (message.type === 'user') {
      message.files?.forEach((file, index) => {
        byId.set(`${message.messageId}:${index}`, file);
      });
    } else if (message.type === 'bot' && message.files?.some((file) => file.storagePath)) {
      // A result made of stored files: one entry per file, as generatedFilesFrom lists them.
      message.files.forEach((file, index) => {
        if (file.storagePath) byId.set(`${message.messageId}:${index}`, file);
      });
    } else if (message.type === 'bot') {
      const saved = message.files?.[0];
      if (saved) byId.set(message.messageId, saved);
    }
  }
  return byId;
}

/** The address a file opens at; null when it has none (nothing to open). */
export function fileLinkOf(file: MessageFile | undefined): FileLink | null {
  if (!file?.url) return null;
  const link: FileLink = { url: file.url };
  if (file.linkExpiresAt !== undefined) link.expiresAt = file.linkExpiresAt;
  return link;
}

/**
 * A link counts as expired once its expiry lies in the past (spec 1 §4). A link without an
 * expiry is used as it is: refreshing cannot make it any better. The one expiry rule of the
 * product: the chat's history load and the briefcase's "open file" both ask it.
 */
export function isFileLinkExpired(link: FileLink, now: number): boolean {
  return link.expiresAt !== undefined && Number.isFinite(link.expiresAt) && link.expiresAt <= now;
}

/**
 * Whether any file link of a chat has expired, so the server should renew them (spec 1 §4). A
 * stored file without a link yet (a generated screenshot) counts too: the renewal gives it one.
 */
export function hasExpiredFileLinks(messages: readonly Pick<Message, 'files'>[], now: number): boolean {
  return messages.some((message) => message.files?.some((file) => needsFreshLink(file, now)));
}

/** A stored file whose link has expired or was never given. */
export function needsFreshLink(file: MessageFile, now: number): boolean {
  const link = fileLinkOf(file);
  return link === null ? file.storagePath !== undefined : isFileLinkExpired(link, now);
}
