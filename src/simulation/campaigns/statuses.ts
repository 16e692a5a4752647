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

/** The statuses the seed shows, one badge each; a timed-out campaign only comes from a run. */
export const SEED_STATUSES = CAMPAIGN_STATUSES.filter((status) => status !== 'timeout');
