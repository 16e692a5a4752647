import { isValid } from 'date-fns';
import { clockTime } from '../format/clock-time';
import type { BriefcaseFile, Message } from '../message';

type SourceMessage = Pick<
  Message,
  'messageId' | 'type' | 'content' | 'timestamp' | 'action' | 'status' | 'jsonResponse' | 'files'
>;

/** The briefcase's two lists, built from a chat's messages in message order. */
export interface BriefcaseListing {
  generated: BriefcaseFile[];
  uploaded: BriefcaseFile[];
}

export function briefcaseFilesFrom(messages: readonly SourceMessage[]): BriefcaseListing {
  return { generated: generatedFilesFrom(messages), uploaded: uploadedFilesFrom(messages) };
}

/** Every file the user attached to a message (its files), one item per file. */
export function uploadedFilesFrom(messages: readonly SourceMessage[]): BriefcaseFile[] {
  return messages
    .filter((message) => message.type === 'user')
    .flatMap((message) =>
      (message.files ?? []).map((metadata, index) => storedFile(message, metadata, index, 'uploaded')),
    );
}

/** A stored file of a message as a briefcase item, keyed `{messageId}:{index}`. */
function storedFile(
  message: SourceMessage,
  metadata: NonNullable<SourceMessage['files']>[number],
  index: number,
  type: BriefcaseFile['type'],
): BriefcaseFile {
  const file: BriefcaseFile = {
    id: `${message.messageId}:${index}`,
    name: metadata.name,
    type,
    messageId: message.messageId,
    timestamp: message.timestamp,
    pinned: metadata.pinned === true,
  };
  if (metadata.url) file.url = metadata.url;
  if (metadata.size !== undefined) file.size = metadata.size;
  return file;
}

/**
 * One generated file per bot result that holds JSON. Its name is the action and the time of the
 * result ('Campaign Processor 2:05 PM'); a name or pin the user saved for it is kept in the bot
 * message's first files entry and wins. The content is the message text, else the JSON.
 */
export function generatedFilesFrom(messages: readonly SourceMessage[]): BriefcaseFile[] {
  return messages
    .filter(
      (message) =>
        message.type === 'bot' && message.jsonResponse !== undefined && message.jsonResponse !== null,
    )
    .flatMap((message) => {
      if (message.files?.some((file) => file.storagePath)) return storedResultFiles(message);
      const saved = message.files?.[0];
      const file: BriefcaseFile = {
        id: message.messageId,
        name: saved?.name?.trim() || generatedFileName(message.action, message.timestamp),
        type: 'generated',
        messageId: message.messageId,
        timestamp: message.timestamp,
        pinned: saved?.pinned === true,
        content: message.content || jsonText(message.jsonResponse),
      };
      if (message.action) file.action = message.action;
      if (message.status === 'approved' || message.status === 'rejected') file.status = message.status;
      return [file];
    });
}

/**
 * A result that consists of stored files (the screenshot builder's images) is listed as those
 * files, keyed like uploads by `{messageId}:{index}`, so each opens, renames and pins on its own.
 */
function storedResultFiles(message: SourceMessage): BriefcaseFile[] {
  return (message.files ?? []).flatMap((metadata, index) => {
    if (!metadata.storagePath) return [];
    const file = storedFile(message, metadata, index, 'generated');
    if (message.action) file.action = message.action;
    if (message.status === 'approved' || message.status === 'rejected') file.status = message.status;
    return [file];
  });
}

/** 'campaign-processor' at 14:05 → 'Campaign Processor 2:05 PM'; without an action, 'Result'. */
export function generatedFileName(action: string | undefined, timestamp: string): string {
  const title = action ? titleOf(action) : 'Result';
  const date = new Date(timestamp);
  return isValid(date) ? `${title} ${clockTime(date)}` : title;
}

function titleOf(action: string): string {
  return action
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function jsonText(json: unknown): string {
  if (typeof json === 'string') return json;
  try {
    return JSON.stringify(json) ?? '';
  } catch {
    return '';
  }
}
