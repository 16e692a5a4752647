import * as z from 'zod/mini';
import { FOLDER_TEXT_FIELDS } from '../fields/folder-fields';
import { textFieldSchemas } from '../fields/text-field-schemas';
import { accountIdField, actingBodyFields, actingQuery, listQueryFields, text, userIdField } from './acting';
import { CAMPAIGN_SORTS, CAMPAIGN_STATUSES, DESTINATIONS, FOLDER_SORTS, WORKFLOW_TYPES } from './value-lists';

/** A stored file as the campaign and orchestration calls send it back (spec 2 §7). */
export const uploadedFileFields = z.strictObject({
  gcsPath: text,
  publicUrl: z.optional(z.string()),
  expiresAt: z.optional(z.union([z.number(), z.string()])),
  pinned: z.optional(z.boolean()),
  originalName: z.optional(z.string()),
  size: z.optional(z.number()),
  type: z.optional(z.string()),
});

const actingQueryFields = actingQuery._zod.def.shape;

/** GET /api/v2/folders. */
export const folderListQuery = z.strictObject({
  ...actingQueryFields,
  ...listQueryFields,
  sortBy: z.optional(z.enum(FOLDER_SORTS)),
});

/** GET /api/v2/campaigns. */
export const campaignListQuery = z.strictObject({
  ...actingQueryFields,
  ...listQueryFields,
  sortBy: z.optional(z.enum(CAMPAIGN_SORTS)),
  folderId: z.optional(z.string()),
});

/** POST /api/v2/folders (201). */
export const createFolderBody = z.strictObject({ name: text, ...actingBodyFields });

/** PUT /api/v2/folders/{id}; the acting user in the query. */
export const renameFolderBody = z.strictObject({ name: text });

/** PATCH of a campaign; the acting user in the query. */
export const pinBody = z.strictObject({ is_pinned: z.boolean() });

/** PATCH of a folder: its pin, its declared text fields, or both; the acting user in the query. */
export const folderPatchBody = z.strictObject({
  is_pinned: z.optional(z.boolean()),
  ...textFieldSchemas(FOLDER_TEXT_FIELDS),
});

const destination = z
  .enum(DESTINATIONS)
  .check(z.describe('A destination id; the account must have it enabled (else 400)'));

/** POST /api/v2/campaigns: one campaign per destination, maybe its run (spec 2 §7). */
export const createCampaignBody = z.strictObject({
  name: text,
  folderId: text,
  destination: z.union([destination, z.array(destination).check(z.minLength(1))]),
  ...actingBodyFields,
  advertiserId: z.optional(z.string()),
  platformAccountId: z.optional(z.string()),
  profileId: z.optional(z.string()),
  files: z.array(uploadedFileFields),
  orchestration: z.optional(
    z.strictObject({
      enabled: z.boolean(),
      type: z.enum(WORKFLOW_TYPES),
      priority: z.optional(z.string()),
      autoStart: z.optional(z.boolean()),
      message: z.optional(z.string()),
    }),
  ),
});

/** PUT /api/v2/campaigns/{id}; `folderId` moves it (our addition). */
export const updateCampaignBody = z.strictObject({
  name: z.optional(text),
  folderId: z.optional(text),
  description: z.optional(z.string()),
  status: z.optional(z.enum(CAMPAIGN_STATUSES)),
  advertiserId: z.optional(z.string()),
  ...actingBodyFields,
});

/** POST /api/v2/campaigns/move (our addition): campaigns of the account to one of its folders. */
export const moveCampaignsBody = z.strictObject({
  campaignIds: z.array(text).check(z.minLength(1), z.maxLength(100)),
  folderId: text,
  ...actingBodyFields,
});

/** GET …/sdf-files/download. */
export const sdfDownloadQuery = z.strictObject({
  gcsPath: text,
  filename: text,
  ...actingQueryFields,
});

/** POST /api/v2/campaigns/{id}/upload-creatives (multipart): the files of one creative type. */
export const uploadCreativesForm = z.strictObject({
  files: z.array(z.file()).check(z.describe('One part per file')),
  subAction: z.string().check(z.describe('The creative type, e.g. display-video')),
  extractedCampaignId: z.optional(z.string()),
  extractedCampaignIds: z.optional(z.string().check(z.describe('A JSON list of platform campaign ids'))),
  extractedAdvertiserId: z.optional(z.string()),
  platformUrl: z.optional(z.string()),
  accountId: z.optional(accountIdField),
  userId: userIdField,
});
