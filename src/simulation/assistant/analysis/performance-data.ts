import { addDays, isoDate } from '../shared/calendar-dates';
import type { Random } from '../shared/seeded-random';

/** Delivery figures of one line item (or one platform) over the analysed period. */
export interface Performance {
  id: string;
  name: string;
  platform: string;
  budget: number;
  spend: number;
  impressions: number;
  clicks: number;
  conversions: number;
  viewability: number;
}

/** Line-item names in each platform's naming convention. */
const LINE_ITEM_NAMES: Readonly<Record<string, readonly string[]>> = {
  dv360: [
    'Prospecting_Display_Contextual',
    'Prospecting_Display_InMarket',
    'Retargeting_Display_SiteVisitors',
    'YouTube_TrueView_InStream',
    'Native_OpenExchange',
    'PMP_Premium_Publishers',
    'Audio_Spotify_PMP',
  ],
  ttd: [
    'CTV_Premium_PMP',
    'CTV_OpenExchange',
    'OLV_Prospecting',
    'Display_Retargeting',
    'Audio_Podcasts',
    'DOOH_Transit',
    'Display_Lookalike_1pct',
  ],
  default: [
    'Prospecting_Broad',
    'Prospecting_Lookalike',
    'Retargeting_7d',
    'Video_Awareness',
    'Interest_Outdoors',
    'Competitor_Conquest',
    'Brand_Keywords',
  ],
};

export function lineItemPerformance(
  random: Random,
  platform: string,
  prefix: string,
  count: number,
): Performance[] {
  const names = LINE_ITEM_NAMES[platform] ?? LINE_ITEM_NAMES.default ?? [];
  return random
    .sample(names, count)
    .map((name) => performanceOf(random, platform, `${prefix}_${name}`, random.int(8, 40) * 1000));
}

export function performanceOf(random: Random, platform: string, name: string, budget: number): Performance {
  // Pacing between 60% and 115% of the period's share of budget: some lines lag, some overspend.
  const spend = Math.round(budget * (random.int(60, 115) / 100) * 0.5);
  const cpm = random.int(40, 220) / 10;
  const impressions = Math.round((spend / cpm) * 1000);
  const ctr = random.int(20, 90) / 10000;
  const clicks = Math.round(impressions * ctr);
  const conversions = Math.max(1, Math.round(clicks * (random.int(10, 40) / 1000)));
  return {
    id: random.digits(8),
    name,
    platform,
    budget,
    spend,
    impressions,
    clicks,
    conversions,
    viewability: random.int(48, 82),
  };
}

export const ctrOf = (p: Pick<Performance, 'clicks' | 'impressions'>): number =>
  p.impressions > 0 ? p.clicks / p.impressions : 0;
export const cpaOf = (p: Pick<Performance, 'spend' | 'conversions'>): number =>
  p.conversions > 0 ? p.spend / p.conversions : Number.POSITIVE_INFINITY;
export const cpmOf = (p: Pick<Performance, 'spend' | 'impressions'>): number =>
  p.impressions > 0 ? (p.spend / p.impressions) * 1000 : 0;
/** Spend against the half of the budget due at mid-flight. */
export const pacingOf = (p: Pick<Performance, 'spend' | 'budget'>): number =>
  p.budget > 0 ? p.spend / (p.budget * 0.5) : 0;

export function totals(rows: readonly Performance[]): Omit<Performance, 'id' | 'name' | 'platform'> {
  const sum = (pick: (p: Performance) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const impressions = sum((row) => row.impressions);
  return {
    budget: sum((row) => row.budget),
    spend: sum((row) => row.spend),
    impressions,
    clicks: sum((row) => row.clicks),
    conversions: sum((row) => row.conversions),
    viewability:
      impressions > 0 ? Math.round(sum((row) => row.viewability * row.impressions) / impressions) : 0,
  };
}

/** The last 14 full days before `now`. */
export function analysedPeriod(now: Date): { start_date: string; end_date: string } {
  const end = addDays(isoDate(now), -1);
  return { start_date: addDays(end, -13), end_date: end };
}

export const percent = (ratio: number, digits = 2): string => `${(ratio * 100).toFixed(digits)}%`;
export const signedPercent = (ratio: number): string =>
  `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)}%`;
