import * as z from 'zod/mini';
import {
  campaignAnswer,
  campaignMessagesAnswer,
  campaignPageAnswer,
  downloadUrlAnswer,
  folderAnswer,
  folderPageAnswer,
  moveAnswer,
  uploadCreativesAnswer,
} from '../../schemas/campaign';
import { id } from '../../schemas/lenient';
import { actingQuery } from '../../schemas/requests/acting';
import { successAnswer } from '../../schemas/requests/answers';
import {
  campaignListQuery,
  createCampaignBody,
  createFolderBody,
  folderListQuery,
  moveCampaignsBody,
  pinBody,
  renameFolderBody,
  sdfDownloadQuery,
  updateCampaignBody,
  uploadCreativesForm,
} from '../../schemas/requests/campaigns';
import type { Operation } from '../operation';

const creationRun = z.looseObject({
  triggered: z.boolean(),
  chatId: z.optional(z.string()),
  messageId: z.optional(z.string()),
  type: z.optional(z.string()),
  status: z.optional(z.string()),
  error: z.optional(z.string()),
});

/**
 * POST /api/v2/campaigns: one campaign, or several (one per destination). The adapter passes the
 * answer on as sent and the core tells the shapes apart (readCreationSummary), so the contract
 * writes them down here rather than in a reader of ../schemas.
 */
const creationSummaryAnswer = z.union([
  z.looseObject({
    multiPlatform: z.literal(true),
    campaigns: z.array(z.looseObject({ id })),
    orchestrations: z.array(creationRun),
    summary: z.looseObject({ total: z.number(), created: z.number(), failed: z.number() }),
  }),
  z.looseObject({
    id,
    name: z.string(),
    multiChannel: z.optional(
      z.looseObject({ detectedFromTemplate: z.boolean(), totalCampaigns: z.optional(z.number()) }),
    ),
    orchestration: z.optional(creationRun),
  }),
]);

const folders = 'Folders';
const campaigns = 'Campaigns';

/** Folders, campaigns and the campaign page (spec 2 §7). */
export const campaignOperations: Operation[] = [
  {
    method: 'GET',
    path: '/api/v2/folders',
    summary: 'A page of the account’s folders, searched and sorted',
    tag: folders,
    query: folderListQuery,
    answer: folderPageAnswer,
    errors: [400, 403],
  },
  {
    method: 'POST',
    path: '/api/v2/folders',
    summary: 'Makes a folder',
    tag: folders,
    body: createFolderBody,
    answer: folderAnswer,
    created: true,
    errors: [400, 403, 409, 413],
  },
  {
    method: 'PUT',
    path: '/api/v2/folders/{folderId}',
    summary: 'Renames a folder',
    tag: folders,
    query: actingQuery,
    body: renameFolderBody,
    answer: folderAnswer,
    errors: [400, 403, 404, 409, 413],
  },
  {
    method: 'PATCH',
    path: '/api/v2/folders/{folderId}',
    summary: 'Pins or unpins a folder',
    tag: folders,
    query: actingQuery,
    body: pinBody,
    answer: folderAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'DELETE',
    path: '/api/v2/folders/{folderId}',
    summary: 'Deletes a folder; 409 while it holds campaigns',
    tag: folders,
    query: actingQuery,
    answer: successAnswer,
    errors: [400, 403, 404, 409],
  },
  {
    method: 'GET',
    path: '/api/v2/campaigns',
    summary: 'A page of the account’s campaigns, maybe of one folder',
    tag: campaigns,
    query: campaignListQuery,
    answer: campaignPageAnswer,
    errors: [400, 403],
  },
  {
    method: 'POST',
    path: '/api/v2/campaigns',
    summary: 'Creates a campaign per destination from uploaded files, maybe with its run',
    tag: campaigns,
    body: createCampaignBody,
    answer: creationSummaryAnswer,
    errors: [400, 403, 404, 413],
  },
  {
    method: 'POST',
    path: '/api/v2/campaigns/move',
    summary: 'Moves campaigns to another folder of their account (our addition)',
    description: 'All or none: a campaign or folder of another account refuses the whole move (403).',
    tag: campaigns,
    body: moveCampaignsBody,
    answer: moveAnswer,
    errors: [400, 403, 404, 413],
  },
  {
    method: 'GET',
    path: '/api/v2/campaigns/{campaignId}',
    summary: 'One campaign with its files',
    tag: campaigns,
    query: actingQuery,
    answer: campaignAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'PUT',
    path: '/api/v2/campaigns/{campaignId}',
    summary: 'Changes a campaign’s name, description, status, advertiser or folder',
    tag: campaigns,
    body: updateCampaignBody,
    answer: campaignAnswer,
    errors: [400, 403, 404, 413],
  },
  {
    method: 'PATCH',
    path: '/api/v2/campaigns/{campaignId}',
    summary: 'Pins or unpins a campaign',
    tag: campaigns,
    query: actingQuery,
    body: pinBody,
    answer: campaignAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'DELETE',
    path: '/api/v2/campaigns/{campaignId}',
    summary: 'Deletes a campaign',
    tag: campaigns,
    query: actingQuery,
    answer: successAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/v2/campaigns/{campaignId}/messages',
    summary: 'The campaign’s activity timeline, newest first',
    tag: campaigns,
    query: actingQuery,
    answer: campaignMessagesAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/v2/campaigns/{campaignId}/files/{fileId}/download',
    summary: 'A fresh signed link to one of the campaign’s files',
    tag: campaigns,
    query: actingQuery,
    answer: downloadUrlAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/v2/campaigns/{campaignId}/sdf-files/download',
    summary: 'A signed link to one generated SDF file',
    tag: campaigns,
    query: sdfDownloadQuery,
    answer: downloadUrlAnswer,
    errors: [400, 403, 404],
  },
  {
    method: 'POST',
    path: '/api/v2/campaigns/{campaignId}/upload-creatives',
    summary: 'Sends creative files for the campaign’s destination; 409 while its run processes',
    tag: campaigns,
    form: uploadCreativesForm,
    answer: uploadCreativesAnswer,
    errors: [400, 403, 404, 409, 413],
  },
];
