/** Word lists of the generated folders and campaigns: no faker, so the in-page demo stays small. */
export const BRANDS = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Tailspin',
  'Litware',
  'Proseware',
  'Adatum',
  'Woodgrove',
  'Lucerne',
  'Wingtip',
];
export const THEMES = [
  'Holiday Push',
  'Spring Launch',
  'Back to School',
  'Summer Sale',
  'Brand Awareness',
  'Retargeting',
  'Store Openings',
  'Product Drop',
  'Always On',
  'Clearance',
];
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

/** The destination ids of spec 2 §1, in the order seeded campaigns cycle through them. */
export const SEED_DESTINATIONS = [
  'dv360',
  'ttd',
  'youtube-dv360',
  'facebook',
  'google-ads-search',
  'google-ads-pmax',
  'tiktok',
  'madhive',
  'amazon_dsp',
  'gam',
  'groundtruth',
  'reddit',
] as const;

/** Every campaign status a screen can show (spec 2 §4.2), so the demo shows each badge. */
export const SEED_STATUSES = [
  'draft',
  'awaiting_creatives',
  'ready_to_launch',
  'awaiting_download',
  'live',
  'processing',
  'completed',
  'failed',
  'stopped',
] as const;
