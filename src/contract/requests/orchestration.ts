import * as z from 'zod/mini';
import { actingBodyFields, text } from './acting';
import { uploadedFileFields } from './campaigns';
import { TIME_RANGE } from './value-lists';

/** What identifies a stored file to the orchestration calls: no addresses (spec 2 §7). */
const fileReference = z.strictObject({
  gcsPath: text,
  originalName: z.optional(z.string()),
  size: z.optional(z.number()),
  type: z.optional(z.string()),
});

/** GET /api/orchestration/status. */
export const overviewQuery = z.strictObject({
  userId: text,
  accountId: z.optional(z.string()),
  limit: z.optional(z.int().check(z.minimum(1))),
  time_range: z.optional(
    z
      .string()
      .check(z.regex(TIME_RANGE), z.describe('A count and a unit: m, h or d, e.g. 24h (the default)')),
  ),
});

/** POST /api/v2/orchestration; the acting user in the query. */
export const startOrchestrationBody = z.strictObject({
  type: z.literal('auto'),
  platform: text,
  campaignId: text,
  files: z.array(z.union([fileReference, uploadedFileFields])),
  message: z.string(),
  metadata: z.strictObject({ campaignName: z.string(), folderName: z.optional(z.string()) }),
  chatId: z.optional(z.string()),
  advertiserId: z.optional(z.string()),
  profileId: z.optional(z.string()),
});

/** POST /api/v2/orchestration/analyze-files. */
export const analyzeFilesBody = z.strictObject({
  files: z.array(fileReference),
  platform: text,
  context: z.strictObject({ campaignName: z.string(), advertiserId: z.optional(z.string()) }),
  ...actingBodyFields,
});

/** POST /api/v2/orchestration/{messageId}/stop: an empty body. */
export const emptyBody = z.strictObject({});
