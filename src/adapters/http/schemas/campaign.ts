import * as z from 'zod/mini';
import { FOLDER_TEXT_FIELDS } from '../../../contract/fields/folder-fields';
import { textFieldValues } from '../../../contract/fields/text-fields';
import type { Campaign, CampaignFile, CampaignMessage, Folder } from '../../../core/domain/campaign';
import type { Page } from '../../../core/domain/lists/page';
import { moment, text } from './fields';
import {
  flag,
  id,
  listOf,
  optionalExpiry,
  optionalFlag,
  optionalId,
  optionalJson,
  optionalNumber,
  optionalText,
  withoutUndefined,
  wrapped,
} from './lenient';
import { pageAnswer } from './page';

export const folderSchema = z.pipe(
  z.looseObject({
    id,
    name: text,
    is_pinned: optionalFlag,
    pinned: optionalFlag,
    campaign_count: optionalNumber,
    created_at: moment,
    updated_at: moment,
  }),
  z.transform(
    (dto): Folder => ({
      id: dto.id,
      name: dto.name,
      isPinned: dto.is_pinned ?? dto.pinned ?? false,
      campaignCount: dto.campaign_count ?? 0,
      createdAt: dto.created_at,
      updatedAt: dto.updated_at,
      ...textFieldValues(FOLDER_TEXT_FIELDS, dto),
    }),
  ),
);

const campaignFileSchema = z.pipe(
  z.looseObject({
    id,
    name: optionalText,
    original_name: optionalText,
    originalName: optionalText,
    size: optionalNumber,
    file_size: optionalNumber,
    publicUrl: optionalText,
    public_url: optionalText,
    expiresAt: optionalExpiry,
  }),
  z.transform(
    (dto): CampaignFile =>
      withoutUndefined({
        id: dto.id,
        name: dto.original_name ?? dto.originalName ?? dto.name ?? '',
        size: dto.file_size ?? dto.size,
        publicUrl: dto.publicUrl ?? dto.public_url,
        expiresAt: dto.expiresAt,
      }),
  ),
);

/** `destination` arrives as one id or, for multi-platform campaigns, a list of ids. */
const destination = z.pipe(
  z.catch(
    z.nullish(
      z.union([
        z.string(),
        z.pipe(
          z.array(z.string()),
          z.transform((ids) => ids.join(', ')),
        ),
      ]),
    ),
    undefined,
  ),
  z.transform((value) => value ?? ''),
);

export const campaignSchema = z.pipe(
  z.looseObject({
    id,
    name: text,
    description: optionalText,
    status: text,
    destination,
    folder_name: optionalText,
    folderId: optionalId,
    folder_id: optionalId,
    advertiser_id: optionalText,
    profile_id: optionalText,
    is_pinned: flag,
    created_at: moment,
    updated_at: moment,
    orchestration_chat_id: optionalId,
    orchestration_message_id: optionalId,
    files: z.catch(z.optional(listOf(campaignFileSchema, 'campaign file')), undefined),
  }),
  z.transform(
    (dto): Campaign =>
      withoutUndefined({
        id: dto.id,
        name: dto.name,
        description: dto.description,
        status: dto.status,
        destination: dto.destination,
        folderName: dto.folder_name,
        folderId: dto.folderId ?? dto.folder_id,
        advertiserId: dto.advertiser_id,
        profileId: dto.profile_id,
        isPinned: dto.is_pinned,
        createdAt: dto.created_at,
        updatedAt: dto.updated_at,
        orchestrationChatId: dto.orchestration_chat_id,
        orchestrationMessageId: dto.orchestration_message_id,
        files: dto.files ?? [],
      }),
  ),
);

const campaignMessageSchema = z.pipe(
  z.looseObject({
    message_id: id,
    chat_id: text,
    message_type: text,
    action: optionalText,
    status: optionalText,
    content: optionalText,
    json_response: optionalJson,
    is_primary: optionalFlag,
    message_timestamp: moment,
    created_by_name: optionalText,
  }),
  z.transform(
    (dto): CampaignMessage =>
      withoutUndefined({
        messageId: dto.message_id,
        chatId: dto.chat_id,
        type: dto.message_type,
        action: dto.action,
        status: dto.status,
        content: dto.content,
        result: dto.json_response,
        isPrimary: dto.is_primary,
        timestamp: dto.message_timestamp,
        createdByName: dto.created_by_name,
      }),
  ),
);

/** GET /api/v2/folders. */
export const folderPageAnswer: z.ZodMiniType<Page<Folder>> = pageAnswer(folderSchema, 'folder', 'folders');
/** GET /api/v2/campaigns. */
export const campaignPageAnswer: z.ZodMiniType<Page<Campaign>> = pageAnswer(
  campaignSchema,
  'campaign',
  'campaigns',
);

/** POST /api/v2/folders: the new folder, bare or under `folder`/`data`. */
export const folderAnswer = wrapped(folderSchema, ['folder']);
/** GET /api/v2/campaigns/{id}: the campaign, bare or under `campaign`/`data`. */
export const campaignAnswer = wrapped(campaignSchema, ['campaign']);

/** GET /api/v2/campaigns/{id}/messages: read as an array in one place and as `.messages` in another. */
export const campaignMessagesAnswer = wrapped(listOf(campaignMessageSchema, 'campaign message'), [
  'messages',
]);

/** The download calls: a signed address under `publicUrl` (also `url`), possibly inside `data`. */
export const downloadUrlAnswer = wrapped(
  z.pipe(
    z.looseObject({ publicUrl: optionalText, url: optionalText, downloadUrl: optionalText }).check(
      z.refine((dto) => (dto.publicUrl ?? dto.url ?? dto.downloadUrl) !== undefined, {
        message: 'no download address',
      }),
    ),
    z.transform((dto) => (dto.publicUrl ?? dto.url ?? dto.downloadUrl) as string),
  ),
);

/** POST /api/v2/campaigns/{id}/upload-creatives. */
export const uploadCreativesAnswer = wrapped(
  z.pipe(
    z.looseObject({ uploadId: id, messageType: text }),
    z.transform((dto) => ({ uploadId: dto.uploadId, messageType: dto.messageType })),
  ),
);

/** POST /api/v2/campaigns/move (our addition): how many moved, and the moved rows. */
export const moveAnswer = z.looseObject({ moved: z.number(), campaigns: z.array(campaignSchema) });
