import * as z from 'zod/mini';
import type {
  Message,
  MessageFile,
  MessageStatus,
  MessageType,
  Reference,
} from '../../../core/domain/message';
import {
  id,
  jsonOrText,
  listOf,
  optionalExpiry,
  optionalFlag,
  optionalId,
  optionalJson,
  optionalNumber,
  optionalText,
  timestampText,
  withoutUndefined,
} from './lenient';
import { chatOrchestrationStatusSchema } from './run-status';

/*
 * The fields of a stored chat message and the lenient reading of each: the full path that any
 * message, in whatever shape an older backend stored it, goes through. The fast path for messages
 * in canonical form (canonical-message.ts) shares the structured field schemas and the mapping.
 */

export const MESSAGE_TYPES: readonly MessageType[] = ['user', 'bot', 'system', 'error'];
export const MESSAGE_STATUSES: readonly MessageStatus[] = [
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

/** ms since the epoch from a number or a date text; absent when unreadable. */
function expiryMs(value: number | string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const at = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(at) ? at : undefined;
}

/** One entry of a message's `file_metadata`, as the domain's MessageFile. */
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
    (dto): MessageFile =>
      withoutUndefined({
        name: (dto.name ?? dto.originalName ?? dto.original_name) as string,
        size: dto.size,
        storagePath: dto.gcsPath,
        url: dto.publicUrl,
        linkExpiresAt: expiryMs(dto.expiresAt),
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
  return z.optional(jsonOrText(z.catch(z.optional(listOf(item, what)), undefined)));
}

const orchestrationStatusField = z.optional(
  jsonOrText(z.catch(z.optional(chatOrchestrationStatusSchema), undefined)),
);

/** Fields read by the same schemas on both paths: JSON that may arrive as text, nested records. */
export const structuredFields = {
  jsonResponse: optionalJson,
  file_metadata: jsonList(fileMetadataSchema, 'file'),
  references: jsonList(referenceSchema, 'reference'),
  fastTrackStatus: orchestrationStatusField,
  salesforceOrchestrationStatus: orchestrationStatusField,
};
export type StructuredFields = {
  [K in keyof typeof structuredFields]?: z.output<(typeof structuredFields)[K]>;
};
export const STRUCTURED_NAMES = Object.keys(structuredFields) as (keyof StructuredFields)[];

/** The fields of a stored message, under either of their names, once read. */
export interface MessageFields extends StructuredFields {
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
}

/** Every field of a message, each read leniently: anything unusable reads as absent. */
export const lenientMessageFields = z
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
    ...structuredFields,
  })
  .check(
    z.refine((dto) => (dto.id ?? dto.messageId ?? dto.message_id) !== undefined, {
      message: 'a message needs an id or a messageId',
      path: ['id'],
    }),
  );

/**
 * The status a message has in the domain: the backend's display flags fold into it, so one rule
 * (status 'processing' / 'failed') answers whether a message is processing or failed.
 */
function statusOf(dto: MessageFields): MessageStatus | undefined {
  if (dto.isError === true) return 'failed';
  if (dto.isProcessing === true) return 'processing';
  return dto.status;
}

/**
 * A message from its fields once read; the structured ones may come separately (fast path). The
 * one place where the backend's names (`file_metadata`, `json_response`, `isProcessing` …) become
 * the domain's.
 */
export function toMessage(dto: MessageFields, chatId: string, structured: StructuredFields = dto): Message {
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
    status: statusOf(dto),
    feedback: dto.feedback,
    jsonResponse: structured.jsonResponse ?? dto.json_response,
    files: structured.file_metadata,
    references: structured.references,
    fastTrackStatus: structured.fastTrackStatus,
    salesforceOrchestrationStatus: structured.salesforceOrchestrationStatus,
  });
}
