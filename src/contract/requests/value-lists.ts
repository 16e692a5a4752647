/**
 * The value lists requests are held to: the request schemas declare them (docs/openapi.json's
 * `enum`s and `pattern`s) and the demo backend refuses anything else with them, so the document
 * and the server cannot differ. Plain constants: the demo backend reads them without zod.
 */

/** `sortBy` of GET /api/v2/folders. */
export const FOLDER_SORTS = ['name', 'campaign_count', 'created_at', 'updated_at'] as const;

/** `sortBy` of GET /api/v2/campaigns. */
export const CAMPAIGN_SORTS = [
  'name',
  'status',
  'destination',
  'folder_name',
  'created_at',
  'updated_at',
  'is_pinned',
] as const;

/** Every status a campaign can hold (spec 2 §4.2), in the order the seed cycles through them. */
export const CAMPAIGN_STATUSES = [
  'draft',
  'awaiting_creatives',
  'ready_to_launch',
  'awaiting_download',
  'live',
  'processing',
  'completed',
  'failed',
  'stopped',
  'timeout',
] as const;

/**
 * Destination (channel type) ids known to the product (spec 1 §1, spec 3 §3). A campaign's
 * `destination` must also be enabled for its account, which only the backend knows.
 */
export const DESTINATIONS = [
  'facebook',
  'gam',
  'google-ads-search',
  'google_display',
  'google-ads-pmax',
  'tiktok',
  'madhive',
  'amazon_dsp',
  'dv360',
  'youtube-dv360',
  'ttd',
  'groundtruth',
  'reddit',
] as const;

/** `orchestration.type` of a new campaign: the workflows a campaign's run can follow. */
export const WORKFLOW_TYPES = ['fast-track', 'fast-track-shell', 'salesforce-orchestration'] as const;

/** `time_range` of GET /api/orchestration/status: a count and a unit (minutes, hours, days), e.g. 24h. */
export const TIME_RANGE = /^(\d{1,4})([mhd])$/;
