import { addDays, isoDate } from './calendar-dates';
import type { CampaignDraft, LineItemDraft } from './campaign-draft';
import { currencySymbol, roundMoney } from './money-amounts';
import type { Random } from './seeded-random';

/** Believable ad-industry names for what a document does not say (demo data, not faker's generic firms). */
export const ADVERTISERS = [
  'Northwind Outdoor Co.',
  'Brightwater Beverages',
  'Summit Ridge Auto Group',
  'Lumen Home Energy',
  'Harbor & Pine Hotels',
  'Crestview Health',
  'Fable Kids Apparel',
  'Atlas Fintech',
  'Golden Crumb Bakery',
  'Velo City Bikes',
] as const;

const AGENCIES = [
  'Bluefin Media Partners',
  'Northstar Collective',
  'Parallel Lines Media',
  'Kite & Key Agency',
  'Amplify Digital Group',
] as const;

const THEMES = [
  'Spring Launch',
  'Summer Sale',
  'Holiday Push',
  'Brand Awareness',
  'Back to School',
  'New Product Intro',
  'Always-On Prospecting',
  'Q1 Retargeting',
] as const;

const GEOS = [
  ['United States'],
  ['New York', 'Los Angeles', 'Chicago'],
  ['Denver', 'Seattle-Tacoma', 'Portland, OR'],
  ['Dallas-Ft. Worth', 'Houston', 'Atlanta'],
  ['Canada'],
] as const;

const AUDIENCES = [
  'Adults 25-54',
  'Adults 18-34, in-market for travel',
  'Parents with children under 12',
  'Homeowners 35-64',
  'Outdoor enthusiasts 21-49',
] as const;

const KPIS = [
  { kpi: 'CTR', target: '0.35%' },
  { kpi: 'Viewability', target: '70%' },
  { kpi: 'CPA', target: '$25.00' },
  { kpi: 'Video completion rate', target: '75%' },
  { kpi: 'Reach', target: '2.5M unique users' },
] as const;

const FIRST_NAMES = ['Jamie', 'Priya', 'Marcus', 'Elena', 'Tom', 'Aisha', 'Daniel', 'Sofia'] as const;
const LAST_NAMES = ['Rivera', 'Chen', 'Okafor', 'Novak', 'Brennan', 'Haddad', 'Kim', 'Larsen'] as const;

/** A tactic name and a typical CPM range per platform id. */
const PLATFORM_TACTICS: Readonly<Record<string, { tactic: string; cpm: [number, number] }>> = {
  facebook: { tactic: 'Social Prospecting', cpm: [8, 12] },
  tiktok: { tactic: 'In-Feed Video', cpm: [6, 10] },
  dv360: { tactic: 'Programmatic Display', cpm: [4, 9] },
  'youtube-dv360': { tactic: 'YouTube Pre-Roll', cpm: [10, 18] },
  ttd: { tactic: 'CTV Open Exchange', cpm: [18, 30] },
  gam: { tactic: 'Homepage Takeover', cpm: [10, 20] },
  'google-ads-search': { tactic: 'Branded Search', cpm: [20, 40] },
  google_display: { tactic: 'Display Retargeting', cpm: [3, 6] },
  'google-ads-pmax': { tactic: 'Performance Max', cpm: [8, 14] },
  madhive: { tactic: 'Local CTV', cpm: [25, 40] },
  amazon_dsp: { tactic: 'Amazon Audiences Display', cpm: [7, 14] },
  reddit: { tactic: 'Community Takeover', cpm: [5, 9] },
  groundtruth: { tactic: 'Geofenced Mobile', cpm: [6, 10] },
};

const COMMON_PLATFORMS = [
  'facebook',
  'tiktok',
  'dv360',
  'ttd',
  'gam',
  'google-ads-search',
  'reddit',
] as const;

function sampleContact(random: Random, agency: string): { name: string; email: string; phone: string } {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const domain = `${agency.toLowerCase().replace(/[^a-z]+/g, '')}.com`;
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}@${domain}`.toLowerCase(),
    phone: `(${random.int(201, 989)}) 555-0${random.int(100, 199)}`,
  };
}

/** A complete, consistent campaign whose flight starts a few weeks after `now`. */
export function sampleCampaign(
  random: Random,
  now: Date,
  platforms?: readonly string[],
  currency = 'USD',
): CampaignDraft {
  const advertiser = random.pick(ADVERTISERS);
  const agency = random.pick(AGENCIES);
  const year = now.getUTCFullYear() + (now.getUTCMonth() >= 10 ? 1 : 0);
  const flightStart = addDays(isoDate(now), random.int(14, 45));
  const flightEnd = addDays(flightStart, random.int(30, 90));
  const chosen =
    platforms && platforms.length > 0 ? [...platforms] : random.sample(COMMON_PLATFORMS, random.int(2, 4));
  const lineItems = chosen.map((platform) => sampleLineItem(random, platform, flightStart, flightEnd));
  return {
    ioNumber: `IO-${year}-${random.digits(4)}`,
    advertiser,
    agency,
    campaignName: `${advertiser.replace(/ (Co\.|Group|Inc\.)$/, '')} ${random.pick(THEMES)} ${year}`,
    flightStart,
    flightEnd,
    totalBudget: roundMoney(lineItems.reduce((sum, item) => sum + (item.budget ?? 0), 0)),
    currency,
    lineItems,
    geo: [...random.pick(GEOS)],
    audience: random.pick(AUDIENCES),
    kpis: random
      .sample(KPIS, 2)
      .map((kpi) => ({ ...kpi, target: kpi.target.replace('$', currencySymbol(currency)) })),
    contact: sampleContact(random, agency),
  };
}

function sampleLineItem(random: Random, platform: string, startDate: string, endDate: string): LineItemDraft {
  const { tactic, cpm: range } = PLATFORM_TACTICS[platform] ?? { tactic: 'Display', cpm: [5, 10] };
  const cpm = roundMoney(random.int(range[0] * 4, range[1] * 4) / 4);
  const budget = random.int(20, 160) * 500;
  return {
    name: tactic,
    platform,
    budget,
    cpm,
    impressions: Math.round(budget / cpm) * 1000,
    startDate,
    endDate,
  };
}
