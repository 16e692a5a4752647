import * as z from 'zod/mini';
import type {
  ChatHistoryItem,
  FileMetadata,
  Message,
  MessageStatus,
  MessageStatusAnswer,
  MessageType,
  Reference,
  SendMessageAnswer,
  UploadedFile,
} from '../../../core/domain/message';
import {
  fastPathOr,
  id,
  listOf,
  optionalExpiry,
  optionalFlag,
  optionalId,
  optionalJson,
  optionalNumber,
  optionalText,
  parsedJson,
  timestampText,
  withoutUndefined,
  wrapped,
  wrappedList,
} from './lenient';
import { chatOrchestrationStatusSchema } from './orchestration';

const MESSAGE_TYPES: readonly MessageType[] = ['user', 'bot', 'system', 'error'];
const MESSAGE_STATUSES: readonly MessageStatus[] = [
  'processing',
  'completed',
  'approved',
  'rejected',
  'failed',
];

/** Anything that is not a known type is the assistant speaking ('assistant', 'ai', …). */
const messageType = z.pipe(
  z.catch(z.nullish(z.string()), undefined),
  z.transform((type): MessageType => MESSAGE_TYPES.find((known) => known === type) ?? 'bot'),
);

const messageStatus = z.pipe(
  z.catch(z.nullish(z.string()), undefined),
  z.transform((status) => MESSAGE_STATUSES.find((known) => known === status)),
);

export const fileMetadataSchema = z.pipe(
  z
    .looseObject({
      name: optionalText,
      originalName: optionalText,
      original_name: optionalText,
      size: optionalNumber,
      gcsPath: optionalText,
      publicUrl: optionalText,
      expiresAt: optionalExpiry,
      pinned: optionalFlag,
      type: optionalText,
    })
    .check(
      z.refine((dto) => (dto.name ?? dto.originalName ?? dto.original_name) !== undefined, {
        message: 'a file needs a name',
        path: ['name'],
      }),
    ),
  z.transform(
    (dto): FileMetadata =>
      withoutUndefined({
        name: (dto.name ?? dto.originalName ?? dto.original_name) as string,
        size: dto.size,
        gcsPath: dto.gcsPath,
        publicUrl: dto.publicUrl,
        expiresAt: dto.expiresAt,
        pinned: dto.pinned,
        type: dto.type,
      }),
  ),
);

const referenceSchema = z.pipe(
  z.looseObject({
    messageId: id,
    timestamp: optionalText,
    sourceMessageId: optionalText,
    action: optionalText,
    subAction: optionalText,
  }),
  z.transform(
    (dto): Reference =>
      withoutUndefined({
        messageId: dto.messageId,
        type: 'message' as const,
        timestamp: dto.timestamp,
        sourceMessageId: dto.sourceMessageId,
        action: dto.action,
        subAction: dto.subAction,
      }),
  ),
);

/** Lists stored as JSON columns may arrive as JSON text. */
function jsonList<T>(item: z.core.$ZodType<T>, what: string) {
  return z.optional(z.pipe(parsedJson, z.catch(z.optional(listOf(item, what)), undefined)));
}

const orchestrationStatusField = z.optional(
  z.pipe(parsedJson, z.catch(z.optional(chatOrchestrationStatusSchema), undefined)),
);

/** Fields read by the same schemas on both paths below: JSON that may arrive as text, nested records. */
const structuredFields = {
  jsonResponse: optionalJson,
  file_metadata: jsonList(fileMetadataSchema, 'file'),
  references: jsonList(referenceSchema, 'reference'),
  fastTrackStatus: orchestrationStatusField,
  salesforceOrchestrationStatus: orchestrationStatusField,
};
type StructuredFields = { [K in keyof typeof structuredFields]?: z.output<(typeof structuredFields)[K]> };
const STRUCTURED_NAMES = Object.keys(structuredFields) as (keyof StructuredFields)[];

/** The fields of a stored message, under either of their names, once read. */
interface MessageFields extends StructuredFields {
  id?: string | undefined;
  messageId?: string | undefined;
  message_id?: string | undefined;
  chatId?: string | undefined;
  chat_id?: string | undefined;
  type?: MessageType | undefined;
  content?: string | undefined;
  timestamp?: string | undefined;
  created_at?: string | undefined;
  action?: string | undefined;
  subAction?: string | undefined;
  sub_action?: string | undefined;
  sourceMessageId?: string | undefined;
  source_message_id?: string | undefined;
  status?: MessageStatus | undefined;
  feedback?: string | undefined;
  json_response?: unknown;
  isProcessing?: boolean | undefined;
  isError?: boolean | undefined;
  activeTab?: string | undefined;
}

/** Every field of a message, each read leniently: anything unusable reads as absent. */
const lenientMessageFields = z
  .looseObject({
    id: optionalId,
    messageId: optionalId,
    message_id: optionalId,
    chatId: optionalId,
    chat_id: optionalId,
    type: messageType,
    content: optionalText,
    timestamp: z.catch(z.optional(timestampText), undefined),
    created_at: z.catch(z.optional(timestampText), undefined),
    action: optionalText,
    subAction: optionalText,
    sub_action: optionalText,
    sourceMessageId: optionalId,
    source_message_id: optionalId,
    status: messageStatus,
    feedback: optionalText,
    json_response: optionalJson,
    isProcessing: optionalFlag,
    isError: optionalFlag,
    activeTab: optionalText,
    ...structuredFields,
  })
  .check(
    z.refine((dto) => (dto.id ?? dto.messageId ?? dto.message_id) !== undefined, {
      message: 'a message needs an id or a messageId',
      path: ['id'],
    }),
  );

type FieldTest = (value: unknown) => boolean;
const isText: FieldTest = (value) => typeof value === 'string';
const isPresentText: FieldTest = (value) => typeof value === 'string' && value !== '';
const isFlag: FieldTest = (value) => typeof value === 'boolean';
const isOneOf =
  (known: readonly string[]): FieldTest =>
  (value) =>
    typeof value === 'string' && known.includes(value);
const isAnything: FieldTest = () => true;
const isNever: FieldTest = () => false;

/**
 * How each field of a message looks in canonical form, the form our backend stores it in. Names
 * only the lenient reading knows never are; structured fields are read by their schemas anyway.
 */
const CANONICAL_FIELDS = new Map<string, FieldTest>([
  ['id', isPresentText],
  ['messageId', isPresentText],
  ['chatId', isPresentText],
  ['type', isOneOf(MESSAGE_TYPES)],
  ['content', isText],
  ['timestamp', isText],
  ['action', isText],
  ['subAction', isText],
  ['sourceMessageId', isPresentText],
  ['status', isOneOf(MESSAGE_STATUSES)],
  ['feedback', isText],
  ['isProcessing', isFlag],
  ['isError', isFlag],
  ['activeTab', isText],
  ...STRUCTURED_NAMES.map((name) => [name, isAnything] as const),
  ...['message_id', 'chat_id', 'created_at', 'sub_action', 'source_message_id', 'json_response'].map(
    (name) => [name, isNever] as const,
  ),
]);

/** A message in canonical form, its structured fields not yet read. */
type CanonicalMessage = Omit<MessageFields, keyof StructuredFields> & Record<string, unknown>;

/**
 * Whether a message is in canonical form: a text id, and every field it has as our backend sends
 * it (known type and status, text as text, flags as flags, no alternative names). Each lenient
 * fallback of the full reading is then a no-op, so the plain fields can be taken as they are.
 * A plain test rather than a zod object: it runs for each of thousands of messages of a long
 * chat, where walking a 25-field zod object costs several microseconds a message. It goes over
 * the fields the message has, not over all it could have, which is what makes it cheap.
 */
function isCanonicalMessage(value: unknown): value is CanonicalMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const dto = value as Record<string, unknown>;
  if (!isPresentText(dto.id)) return false;
  for (const name in dto) {
    const test = CANONICAL_FIELDS.get(name);
    if (test !== undefined && !test(dto[name])) return false;
  }
  return true;
}

/** The structured fields that are present, read by their (never failing) schemas. */
function readStructuredFields(dto: Record<string, unknown>): StructuredFields {
  const read: Record<string, unknown> = {};
  for (const name of STRUCTURED_NAMES) {
    if (dto[name] !== undefined) read[name] = z.parse(structuredFields[name], dto[name]);
  }
  return read as StructuredFields;
}

/** A message from its fields once read; the structured ones may come separately (fast path). */
function toMessage(dto: MessageFields, chatId: string, structured: StructuredFields = dto): Message {
  const messageId = (dto.messageId ?? dto.message_id ?? dto.id) as string;
  return withoutUndefined({
    id: dto.id ?? messageId,
    chatId: dto.chatId ?? dto.chat_id ?? chatId,
    messageId,
    type: dto.type ?? 'bot',
    content: dto.content ?? '',
    timestamp: dto.timestamp ?? dto.created_at ?? '',
    action: dto.action,
    subAction: dto.subAction ?? dto.sub_action,
    sourceMessageId: dto.sourceMessageId ?? dto.source_message_id,
    status: dto.status,
    feedback: dto.feedback,
    jsonResponse: structured.jsonResponse ?? dto.json_response,
    isProcessing: dto.isProcessing,
    isError: dto.isError,
    file_metadata: structured.file_metadata,
    references: structured.references,
    activeTab: dto.activeTab,
    fastTrackStatus: structured.fastTrackStatus,
    salesforceOrchestrationStatus: structured.salesforceOrchestrationStatus,
  });
}

/**
 * One message of a chat (spec 1 §3); `chatId` falls back to the chat that was asked for. A message
 * in canonical form takes the fast path; any other is read field by field, leniently, with the
 * same result where both apply. The field schemas are built once: only the mapping needs the chat.
 */
export function messageSchema(chatId: string) {
  return fastPathOr(
    (value) =>
      isCanonicalMessage(value) ? toMessage(value, chatId, readStructuredFields(value)) : undefined,
    z.pipe(
      lenientMessageFields,
      z.transform((dto) => toMessage(dto, chatId)),
    ),
  );
}

/** GET /api/chat-history/{chatId}: `{ messages: [...] }` or a bare array. */
export function chatMessagesAnswer(chatId: string) {
  return wrappedList(messageSchema(chatId), 'message', ['messages']);
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
  }),
  z.transform((dto) =>
    withoutUndefined({
      content: dto.content,
      jsonResponse: dto.jsonResponse ?? dto.json_response,
      sourceMessageId: dto.sourceMessageId,
      timestamp: dto.timestamp,
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

const chatHistoryItemSchema = z.pipe(
  z.looseObject({
    id,
    summary: optionalText,
    title: optionalText,
    pinned: optionalFlag,
    is_pinned: optionalFlag,
    updated_at: z.catch(z.optional(timestampText), undefined),
    updatedAt: z.catch(z.optional(timestampText), undefined),
  }),
  z.transform(
    (dto): ChatHistoryItem => ({
      id: dto.id,
      summary: dto.summary ?? dto.title ?? '',
      pinned: dto.pinned ?? dto.is_pinned ?? false,
      updated_at: dto.updated_at ?? dto.updatedAt ?? '',
    }),
  ),
);

/** GET /api/chat-history: `{ chats: [...] }` or a bare array. */
export const chatListAnswer = wrappedList(chatHistoryItemSchema, 'chat', ['chats', 'history']);

/** POST /api/upload: `{ data: { gcsPath, publicUrl, … } }` or the bare file. */
export const uploadedFileAnswer = wrapped(
  z.pipe(
    z.looseObject({
      gcsPath: z.string(),
      publicUrl: z.string(),
      expiresAt: optionalExpiry,
      pinned: optionalFlag,
      originalName: optionalText,
      size: optionalNumber,
      type: optionalText,
    }),
    z.transform(
      (dto): UploadedFile =>
        withoutUndefined({
          gcsPath: dto.gcsPath,
          publicUrl: dto.publicUrl,
          expiresAt: dto.expiresAt,
          pinned: dto.pinned,
          originalName: dto.originalName,
          size: dto.size,
          type: dto.type,
        }),
    ),
  ),
  ['file'],
);

/** POST /api/file-metadata/refresh-files/{chatId}: how many links were renewed. */
export const refreshedFilesAnswer = wrapped(
  z.pipe(
    z.looseObject({ refreshedFilesCount: optionalNumber }),
    z.transform((dto) => dto.refreshedFilesCount ?? 0),
  ),
);

/** POST /api/chat/export-to-sheets: the spreadsheet's address. */
export const spreadsheetAnswer = wrapped(z.string().check(z.minLength(1)), ['spreadsheetUrl']);
