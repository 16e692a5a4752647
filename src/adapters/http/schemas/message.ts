import * as z from 'zod/mini';
import type { MessageFile, MessageStatusAnswer, SendMessageAnswer } from '../../../core/domain/message';
import { readCanonicalMessage } from './canonical-message';
import {
  fastPathOr,
  id,
  optionalId,
  optionalJson,
  optionalNumber,
  optionalText,
  timestampText,
  withoutUndefined,
  wrapped,
  wrappedList,
} from './lenient';
import { listItemReader } from './list-items';
import { fileMetadataSchema, lenientMessageFields, structuredFields, toMessage } from './message-fields';

/**
 * One message of a chat (spec 1 §3); `chatId` falls back to the chat that was asked for. A message
 * in canonical form takes the fast path; any other is read field by field, leniently, with the
 * same result where both apply. The field schemas are built once: only the mapping needs the chat.
 */
export function messageSchema(chatId: string) {
  return fastPathOr(
    (value) => readCanonicalMessage(value, chatId),
    z.pipe(
      lenientMessageFields,
      z.transform((dto) => toMessage(dto, chatId)),
    ),
  );
}

/**
 * GET /api/chat-history/{chatId}: `{ messages: [...] }` or a bare array. `schema` reads the whole
 * answer; `keys` and `readItem` let a long one be read a slice of messages at a time.
 */
export function chatMessagesList(chatId: string) {
  const item = messageSchema(chatId);
  const fast = (value: unknown) => readCanonicalMessage(value, chatId);
  const keys = ['messages'];
  return {
    schema: wrappedList(item, 'message', keys, fast),
    keys,
    readItem: listItemReader(item, 'message', fast),
  };
}

export function chatMessagesAnswer(chatId: string) {
  return chatMessagesList(chatId).schema;
}

/** POST /api/chat: the assistant's acknowledgement. */
export const sendMessageAnswer = wrapped(
  z.pipe(
    z.looseObject({
      message: optionalText,
      action: optionalText,
      subAction: optionalText,
      chatId: id,
      messageId: id,
      sourceMessageId: optionalId,
    }),
    z.transform(
      (dto): SendMessageAnswer =>
        withoutUndefined({
          message: dto.message ?? '',
          action: dto.action,
          subAction: dto.subAction,
          chatId: dto.chatId,
          messageId: dto.messageId,
          sourceMessageId: dto.sourceMessageId,
        }),
    ),
  ),
);

const statusResultSchema = z.pipe(
  z.looseObject({
    content: optionalText,
    jsonResponse: optionalJson,
    json_response: optionalJson,
    sourceMessageId: optionalId,
    timestamp: z.catch(z.optional(timestampText), undefined),
    file_metadata: structuredFields.file_metadata,
  }),
  z.transform((dto) =>
    withoutUndefined({
      content: dto.content,
      jsonResponse: dto.jsonResponse ?? dto.json_response,
      sourceMessageId: dto.sourceMessageId,
      timestamp: dto.timestamp,
      files: dto.file_metadata,
    }),
  ),
);

/** GET …/status of a chat message or of a campaign message: status, and the result once done. */
export const messageStatusAnswer = wrapped(
  z.pipe(
    z.looseObject({ status: z.string(), result: z.catch(z.nullish(statusResultSchema), undefined) }),
    z.transform(
      (dto): MessageStatusAnswer =>
        dto.result ? { status: dto.status, result: dto.result } : { status: dto.status },
    ),
  ),
);

/**
 * POST /api/upload: `{ data: { gcsPath, publicUrl, … } }` or the bare file, read like a
 * `file_metadata` entry; the name, size and type the upload does not state come from the file sent.
 */
export function uploadedFileAnswer(sent: { name: string; size?: number; type?: string }) {
  return wrapped(
    z.pipe(
      z.looseObject({ gcsPath: z.string(), publicUrl: z.string(), originalName: optionalText }),
      z.transform((dto): MessageFile => {
        const file = z.parse(fileMetadataSchema, { ...dto, name: dto.originalName ?? sent.name });
        return withoutUndefined({ ...file, size: file.size ?? sent.size, type: file.type ?? sent.type });
      }),
    ),
    ['file'],
    'data',
  );
}

/** POST /api/file-metadata/refresh-files/{chatId}: how many links were renewed. */
export const refreshedFilesAnswer = wrapped(
  z.pipe(
    z.looseObject({ refreshedFilesCount: optionalNumber }),
    z.transform((dto) => dto.refreshedFilesCount ?? 0),
  ),
);

/** POST /api/chat/export-to-sheets: the spreadsheet's address. */
export const spreadsheetAnswer = wrapped(z.string().check(z.minLength(1)), ['spreadsheetUrl']);
