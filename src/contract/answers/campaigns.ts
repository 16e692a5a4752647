import * as z from 'zod/mini';
import { FOLDER_TEXT_FIELDS } from '../fields/folder-fields';
import { textFieldSchemas } from '../fields/text-field-schemas';
import { described, expiry, moment, named, recordId, sends } from './named';
import { CAMPAIGN_STATUSES, DESTINATIONS } from './value-lists';

export const Folder = named(
  'Folder',
  'A folder of campaigns (spec 2 §3)',
  z.object({
    id: recordId,
    name: z.string(),
    is_pinned: z.boolean(),
    campaign_count: z.int().check(z.nonnegative()),
    created_at: moment,
    updated_at: moment,
    ...textFieldSchemas(FOLDER_TEXT_FIELDS),
  }),
);

const campaignFields = {
  id: recordId,
  name: z.string(),
  description: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  destination: z.enum(DESTINATIONS),
  folder_id: recordId,
  folder_name: z.string(),
  advertiser_id: z.optional(z.string()),
  profile_id: z.optional(z.string()),
  is_pinned: z.boolean(),
  created_at: moment,
  updated_at: moment,
  orchestration_chat_id: described(z.optional(recordId), 'The chat of its latest run, once it has one'),
  orchestration_message_id: described(z.optional(recordId), 'The message of its latest run'),
};

export const Campaign = named(
  'Campaign',
  'A campaign as lists show it (spec 2 §3)',
  z.object(campaignFields),
);

export const SignedLink = named(
  'SignedLink',
  'A link that opens a stored file without credentials until it expires',
  z.object({ publicUrl: z.url(), expiresAt: expiry }),
);

export const CampaignFile = named(
  'CampaignFile',
  'A file given when the campaign was created, behind a fresh signed link',
  z.object({
    id: recordId,
    original_name: z.string(),
    file_size: z.int().check(z.nonnegative()),
    type: z.string(),
    publicUrl: z.url(),
    expiresAt: expiry,
  }),
);

export const CampaignDetail = named(
  'CampaignDetail',
  'A campaign with its files (spec 2 §2.6, §3)',
  z.object({ ...campaignFields, platform_account_id: z.optional(z.string()), files: z.array(CampaignFile) }),
);

export const Pagination = named(
  'Pagination',
  'Where a page is in the whole list',
  z.object({
    currentPage: z.int().check(z.positive()),
    totalPages: z.int().check(z.nonnegative()),
    totalItems: z.int().check(z.nonnegative()),
    itemsPerPage: z.int().check(z.positive()),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  }),
);

export const TimelineEntry = named(
  'TimelineEntry',
  'One entry of a campaign’s timeline: a run or an activity such as assigning creatives (spec 2 §2.6)',
  z.object({
    message_id: recordId,
    chat_id: recordId,
    message_type: z.string(),
    action: z.string(),
    status: z.string(),
    content: z.string(),
    json_response: described(z.unknown(), 'The structured result, or null when the entry has none'),
    is_primary: described(z.boolean(), 'The campaign’s latest run'),
    message_timestamp: moment,
    created_by_name: z.string(),
  }),
);

const FOLDER_EXAMPLE = {
  id: 'fld-acme-media-1',
  name: 'Q4 Holiday',
  is_pinned: true,
  campaign_count: 4,
  created_at: '2026-10-29T09:00:00.000Z',
  updated_at: '2026-11-28T09:00:00.000Z',
} satisfies z.input<typeof Folder>;

const CAMPAIGN_EXAMPLE = {
  id: 'cmp-acme-media-1',
  name: 'Q4 Holiday — DV360',
  description: 'Holiday push across programmatic display',
  status: 'live',
  destination: 'dv360',
  folder_id: 'fld-acme-media-1',
  folder_name: 'Q4 Holiday',
  is_pinned: false,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  orchestration_chat_id: 'chat-cmp-acme-media-1-run-1',
  orchestration_message_id: 'msg-cmp-acme-media-1-run-1',
} satisfies z.input<typeof Campaign>;

const LINK =
  'https://sidekick.example.com/api/files/uploads%2Facc-acme-media%2Fio.pdf?expires=1796149948243&sig=zVhSYFHRXC0JTwhYyUbkV_NQ0yVaBonQMSDKlxgtMqs';
const SIGNED_LINK_EXAMPLE = { publicUrl: LINK, expiresAt: 1796149948243 } satisfies z.input<
  typeof SignedLink
>;

const CAMPAIGN_DETAIL_EXAMPLE = {
  ...CAMPAIGN_EXAMPLE,
  files: [
    { id: 'cf-1', original_name: 'io.pdf', file_size: 3458, type: 'application/pdf', ...SIGNED_LINK_EXAMPLE },
  ],
} satisfies z.input<typeof CampaignDetail>;

/** A list's pagination when the one item of the example is the whole list. */
const ONE_PAGE = {
  currentPage: 1,
  totalPages: 1,
  totalItems: 1,
  itemsPerPage: 10,
  hasNextPage: false,
  hasPrevPage: false,
};

export const FOLDERS_ANSWER = sends(z.object({ folders: z.array(Folder), pagination: Pagination }), {
  folders: [FOLDER_EXAMPLE],
  pagination: ONE_PAGE,
});
export const FOLDER_ANSWER = sends(z.object({ folder: Folder }), { folder: FOLDER_EXAMPLE });
export const CAMPAIGNS_ANSWER = sends(z.object({ campaigns: z.array(Campaign), pagination: Pagination }), {
  campaigns: [CAMPAIGN_EXAMPLE],
  pagination: ONE_PAGE,
});
export const CAMPAIGN_ANSWER = sends(z.object({ campaign: Campaign }), { campaign: CAMPAIGN_EXAMPLE });
export const CAMPAIGN_DETAIL_ANSWER = sends(z.object({ campaign: CampaignDetail }), {
  campaign: CAMPAIGN_DETAIL_EXAMPLE,
});
export const MOVED_ANSWER = sends(
  z.object({ moved: z.int().check(z.nonnegative()), campaigns: z.array(Campaign) }),
  {
    moved: 1,
    campaigns: [CAMPAIGN_EXAMPLE],
  },
);
export const TIMELINE_ANSWER = sends(z.object({ messages: z.array(TimelineEntry) }), {
  messages: [
    {
      message_id: 'msg-cmp-acme-media-1-run-1',
      chat_id: 'chat-cmp-acme-media-1-run-1',
      message_type: 'fast-track',
      action: 'fast-track',
      status: 'completed',
      content: 'Your campaign is live on DV360.',
      json_response: null,
      is_primary: true,
      message_timestamp: '2026-11-20T09:00:00.000Z',
      created_by_name: 'Riley Planner',
    },
  ],
});
export const SIGNED_LINK_ANSWER = sends(SignedLink, SIGNED_LINK_EXAMPLE);
export const CREATIVES_UPLOAD_ANSWER = sends(
  z.object({
    uploadId: described(recordId, 'The timeline entry that tracks the assignment'),
    messageType: z.literal('assign-creatives'),
  }),
  { uploadId: 'act-1', messageType: 'assign-creatives' },
);

const CreationRun = named(
  'CreationRun',
  'The run a campaign’s creation started, or why none started',
  z.object({
    triggered: z.boolean(),
    chatId: z.optional(recordId),
    messageId: z.optional(recordId),
    type: z.optional(z.string()),
    status: z.optional(z.string()),
    error: z.optional(z.string()),
  }),
);

const oneCreated = z.object({
  ...campaignFields,
  multiChannel: z.optional(
    z.object({ detectedFromTemplate: z.boolean(), totalCampaigns: z.optional(z.int().check(z.positive())) }),
  ),
  orchestration: z.optional(CreationRun),
});

const severalCreated = z.object({
  multiPlatform: z.literal(true),
  campaigns: z.array(Campaign),
  orchestrations: z.array(CreationRun),
  summary: z.object({ total: z.int(), created: z.int(), failed: z.int() }),
});

export const CampaignCreated = named(
  'CampaignCreated',
  'One campaign and its run, or, for several destinations, one campaign each (spec 2 §4.4)',
  z.union([oneCreated, severalCreated]),
);

export const CAMPAIGN_CREATED_ANSWER = sends(CampaignCreated, {
  ...CAMPAIGN_EXAMPLE,
  status: 'processing',
  multiChannel: { detectedFromTemplate: false, totalCampaigns: 1 },
  orchestration: {
    triggered: true,
    chatId: 'chat-cmp-acme-media-1-run-1',
    messageId: 'msg-cmp-acme-media-1-run-1',
    type: 'fast-track',
    status: 'processing',
  },
});
