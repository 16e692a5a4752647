import * as z from 'zod/mini';
import { CAMPAIGN_CALLS } from '../../../../contract/described/campaigns';
import { FOLDER_CALLS } from '../../../../contract/described/folders';
import { successAnswer } from '../../../../contract/requests/answers';
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
import { answered, type Operation } from '../operation';

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

/** Folders, campaigns and the campaign page (spec 2 §7), as src/contract declares them. */
export const campaignOperations: Operation[] = [
  ...answered(FOLDER_CALLS, {
    list: folderPageAnswer,
    create: folderAnswer,
    rename: folderAnswer,
    update: folderAnswer,
    remove: successAnswer,
  }),
  ...answered(CAMPAIGN_CALLS, {
    list: campaignPageAnswer,
    create: creationSummaryAnswer,
    move: moveAnswer,
    see: campaignAnswer,
    update: campaignAnswer,
    pin: campaignAnswer,
    remove: successAnswer,
    messages: campaignMessagesAnswer,
    fileLink: downloadUrlAnswer,
    sdfLink: downloadUrlAnswer,
    uploadCreatives: uploadCreativesAnswer,
  }),
];
