import { badRequest } from '../DemoError';
import type { DemoFileMetadata, DemoMessage, DemoReference } from '../data/types';
import type { StoredUpload } from '../files/attach-uploads';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only a web address is kept: another reader of the chat (an impersonating admin) may click it. */
function isWebAddress(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}

function expiryOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return Date.parse(value);
  return undefined;
}

/**
 * The files sent with a message. A file that names a stored upload must be one the caller may
 * attach (`storedUpload`); its size and type are taken from the upload, not from the client.
 */
export function parseAttachments(items: unknown[], storedUpload: StoredUpload): DemoFileMetadata[] {
  return items.map((item, index) => {
    if (!isRecord(item) || typeof item.name !== 'string' || item.name.trim() === '') {
      throw badRequest(`file_metadata[${index}].name is required`);
    }
    const gcsPath = typeof item.gcsPath === 'string' && item.gcsPath !== '' ? item.gcsPath : undefined;
    const stored = gcsPath ? storedUpload(gcsPath, `file_metadata[${index}].gcsPath`) : undefined;
    const expiresAt = expiryOf(item.expiresAt);
    return {
      name: item.name,
      ...(stored ? { size: stored.size, type: stored.type, gcsPath: stored.key } : {}),
      ...(!stored && typeof item.size === 'number' ? { size: item.size } : {}),
      ...(!stored && typeof item.type === 'string' ? { type: item.type } : {}),
      ...(isWebAddress(item.publicUrl) ? { publicUrl: item.publicUrl } : {}),
      ...(expiresAt !== undefined ? { expiresAt } : {}),
      pinned: item.pinned === true,
    };
  });
}

/** The earlier messages a new one references: each one the caller may see (`referenced`). */
export function parseReferences(
  items: unknown[],
  referenced: (messageId: string) => DemoMessage,
): { references: DemoReference[]; messages: DemoMessage[] } {
  const references: DemoReference[] = [];
  const messages: DemoMessage[] = [];
  items.forEach((item, index) => {
    if (!isRecord(item) || typeof item.messageId !== 'string' || item.messageId === '') {
      throw badRequest(`references[${index}].messageId is required`);
    }
    const message = referenced(item.messageId);
    messages.push(message);
    references.push({
      messageId: message.id,
      type: 'message',
      ...(typeof item.timestamp === 'string'
        ? { timestamp: item.timestamp }
        : { timestamp: message.timestamp }),
      ...(message.sourceMessageId ? { sourceMessageId: message.sourceMessageId } : {}),
      ...(message.action ? { action: message.action } : {}),
      ...(message.subAction ? { subAction: message.subAction } : {}),
    });
  });
  return { references, messages };
}
