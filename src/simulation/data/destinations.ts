/** Destination ids known to the product (spec 1 §1, spec 3 §3). */
export const DESTINATION_IDS = [
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

export type DestinationId = (typeof DESTINATION_IDS)[number];
