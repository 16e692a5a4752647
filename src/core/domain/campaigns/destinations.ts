/** The destination ids of spec 2 §1, in the order the creation form offers them. */
export const CAMPAIGN_DESTINATIONS = [
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

const LABELS: Record<string, string> = {
  dv360: 'DV360',
  ttd: 'The Trade Desk',
  'youtube-dv360': 'YouTube (DV360)',
  facebook: 'Facebook',
  'google-ads-search': 'Google Ads Search',
  'google-ads-pmax': 'Google Ads Performance Max',
  tiktok: 'TikTok',
  madhive: 'Madhive',
  amazon_dsp: 'Amazon DSP',
  gam: 'Google Ad Manager',
  groundtruth: 'GroundTruth',
  reddit: 'Reddit',
};

/** A destination's name for people; an unknown id shows as sent. */
export function destinationLabel(destination: string): string {
  return LABELS[destination] ?? destination;
}

/** The destinations an account may use: those of spec 2 §1 whose channel is enabled. */
export function enabledDestinations(enabledChannels: Readonly<Record<string, boolean>>): string[] {
  return CAMPAIGN_DESTINATIONS.filter((destination) => enabledChannels[destination] === true);
}

export type PlatformIdField = 'advertiserId' | 'platformAccountId' | 'profileId';

export interface PlatformIdRule {
  field: PlatformIdField;
  label: string;
  /** The validation text of spec 2 §5 when it is missing. */
  requiredText: string;
}

const ADVERTISER: PlatformIdRule = {
  field: 'advertiserId',
  label: 'Advertiser ID',
  requiredText: 'Advertiser ID is required for this destination',
};
const ACCOUNT: PlatformIdRule = {
  field: 'platformAccountId',
  label: 'Account ID',
  requiredText: 'Account ID is required for this destination',
};
const PROFILE: PlatformIdRule = {
  field: 'profileId',
  label: 'Profile ID',
  requiredText: 'Profile ID is required for Reddit campaigns',
};

const PLATFORM_IDS: Record<string, PlatformIdRule> = {
  dv360: ADVERTISER,
  'youtube-dv360': ADVERTISER,
  ttd: ADVERTISER,
  madhive: ADVERTISER,
  groundtruth: ACCOUNT,
  reddit: PROFILE,
};

/** The platform id a destination needs (spec 2 §5, §9), or null when it needs none. */
export function platformIdRuleFor(destination: string): PlatformIdRule | null {
  return PLATFORM_IDS[destination] ?? null;
}

/** The distinct platform id fields a set of destinations needs, in a stable order. */
export function platformIdRulesFor(destinations: readonly string[]): PlatformIdRule[] {
  const rules = destinations.map(platformIdRuleFor).filter((rule): rule is PlatformIdRule => rule !== null);
  return [ADVERTISER, ACCOUNT, PROFILE].filter((rule) => rules.includes(rule));
}

/** The account setting "multi-channels": a comma-separated list of destination ids. */
export function parseMultiChannels(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}
