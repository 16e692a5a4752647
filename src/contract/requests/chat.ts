import * as z from 'zod/mini';
import { actingBodyFields, text, userIdField } from './acting';

/** A file of `file_metadata`, as the upload answered it (docs/backend-contract.md wire names). */
export const fileMetadataEntry = z.strictObject({
  name: z.optional(z.string()),
  size: z.optional(z.number()),
  gcsPath: z.optional(z.string()),
  publicUrl: z.optional(z.string()),
  expiresAt: z.optional(z.union([z.number(), z.string()])),
  pinned: z.optional(z.boolean()),
  type: z.optional(z.string()),
  originalName: z.optional(
    z.string().check(z.describe('The name the upload answered; `name` is the one shown')),
  ),
});

const reference = z.strictObject({
  messageId: text,
  type: z.literal('message'),
  timestamp: z.optional(z.string()),
  sourceMessageId: z.optional(z.string()),
  action: z.optional(z.string()),
  subAction: z.optional(z.string()),
});

/** POST /api/chat (spec 1 §7): a message, or a follow-up on an earlier result. */
export const sendMessageBody = z.strictObject({
  message: z.string(),
  chatId: z.nullable(z.string()).check(z.describe('null starts a new chat')),
  ...actingBodyFields,
  references: z.optional(z.array(reference)),
  file_metadata: z.optional(z.array(fileMetadataEntry)),
  action: z.optional(z.enum(['regenerate', 'edit', 'ask-assistant'])),
  sourceMessageId: z.optional(z.string().check(z.describe('The result a follow-up acts on'))),
  feedback: z.optional(z.string().check(z.describe('A rejection reason or instructions'))),
});

/** POST /api/chat/{chatId}/{messageId}/status: approve, reject (with a reason) or toggle back. */
export const messageStatusBody = z.strictObject({
  status: z.enum(['approved', 'rejected', 'completed']),
  feedback: z.optional(z.string()),
  ...actingBodyFields,
});

/** POST /api/file-metadata/refresh-files/{chatId}. */
export const refreshFilesBody = z.strictObject({
  ...actingBodyFields,
  expirationHours: z.number().check(z.describe('Renews links that expire within this many hours (72)')),
});

/** PUT /api/file-metadata/{messageId}: a new name or the pin, of the file at `gcsPath`. */
export const fileMetadataBody = z.strictObject({
  name: z.optional(text),
  pinned: z.optional(z.boolean()),
  gcsPath: z.optional(z.string()),
  ...actingBodyFields,
});

/** POST /api/chat/export-to-sheets. */
export const exportToSheetsBody = z.strictObject({
  data: z.unknown().check(z.describe('The result to put in a spreadsheet')),
  userEmail: z.string(),
  chatId: z.string(),
  messageId: z.string(),
  ...actingBodyFields,
});

/** PATCH /api/chat-history/{chatId}. */
export const renameChatBody = z.strictObject({ summary: text, ...actingBodyFields });

/** POST /api/upload (multipart): one file per call. */
export const uploadForm = z.strictObject({
  file: z.file(),
  chatId: z.optional(z.string()),
  accountId: z.optional(z.string()),
  userId: userIdField,
});

/** GET /api/files/{key}: the signed link's expiry and signature. */
export const signedLinkQuery = z.strictObject({ expires: z.string(), sig: z.string() });
