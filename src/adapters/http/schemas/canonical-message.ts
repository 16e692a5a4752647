import * as z from 'zod/mini';
import type { Message } from '../../../core/domain/message';
import {
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  type MessageFields,
  STRUCTURED_NAMES,
  type StructuredFields,
  structuredFields,
  toMessage,
} from './message-fields';

/*
 * The fast path of message reading: a message already in canonical form, the form our backend
 * stores it in, is taken as it is, with the same result as the lenient reading (message-fields.ts)
 * at a fraction of the cost. Why it is a plain test rather than a zod schema: see isCanonicalMessage.
 */

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

/** The message, when `value` is in canonical form; undefined sends it down the lenient path. */
export function readCanonicalMessage(value: unknown, chatId: string): Message | undefined {
  return isCanonicalMessage(value) ? toMessage(value, chatId, readStructuredFields(value)) : undefined;
}
