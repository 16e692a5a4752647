import { daysBetween } from '../shared/calendar-dates';
import type { CampaignDraft, LineItemDraft } from '../shared/campaign-draft';
import { roundMoney } from '../shared/money-amounts';
import type { Random } from '../shared/seeded-random';

/** What a platform's configuration is built from: the campaign and its line items on that platform. */
export interface PlatformSlice {
  draft: CampaignDraft;
  lineItems: LineItemDraft[];
  budget: number;
  random: Random;
}

type ConfigBuilder = (slice: PlatformSlice) => Record<string, unknown>;

/** A launch configuration in the platform's own vocabulary (see shared/result-shapes.ts). */
export function platformConfiguration(platform: string, slice: PlatformSlice): Record<string, unknown> {
  const build = BUILDERS[platform] ?? genericConfig;
  return { budget: slice.budget, ...build(slice) };
}

const BUILDERS: Readonly<Record<string, ConfigBuilder>> = {
  facebook: (slice) => ({
    ad_account_id: `act_${slice.random.digits(10)}`,
    campaign: {
      name: campaignName(slice),
      objective: slice.draft.kpis.some((kpi) => /cpa|conversion|roas/i.test(kpi.kpi))
        ? 'OUTCOME_SALES'
        : 'OUTCOME_AWARENESS',
      buying_type: 'AUCTION',
      special_ad_categories: [],
      lifetime_budget: slice.budget,
    },
    ad_sets: items(slice).map((item, index) => ({
      name: `${item.name ?? 'Ad set'} | ${audience(slice)}`,
      optimization_goal: index === 0 ? 'REACH' : 'IMPRESSIONS',
      billing_event: 'IMPRESSIONS',
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      budget: item.budget ?? 0,
      start_time: item.startDate ?? slice.draft.flightStart,
      end_time: item.endDate ?? slice.draft.flightEnd,
      targeting: { geo_locations: slice.draft.geo, ...ages(slice.draft.audience) },
      placements: ['facebook_feed', 'instagram_feed', 'instagram_stories', 'instagram_reels'],
    })),
  }),
  tiktok: (slice) => ({
    advertiser_id: slice.random.digits(13),
    campaign: {
      campaign_name: campaignName(slice),
      objective_type: 'REACH',
      budget_mode: 'BUDGET_MODE_TOTAL',
      budget: slice.budget,
    },
    ad_groups: items(slice).map((item) => ({
      adgroup_name: item.name ?? 'Ad group',
      placement_type: 'PLACEMENT_TYPE_NORMAL',
      placements: ['PLACEMENT_TIKTOK'],
      location: slice.draft.geo,
      age_groups: tiktokAgeGroups(slice.draft.audience),
      optimization_goal: 'REACH',
      bid_type: 'BID_TYPE_NO_BID',
      budget: item.budget ?? 0,
      schedule_start_time: item.startDate ?? slice.draft.flightStart,
      schedule_end_time: item.endDate ?? slice.draft.flightEnd,
    })),
  }),
  gam: (slice) => ({
    network_code: slice.random.digits(8),
    order: {
      name: campaignName(slice),
      advertiser: slice.draft.advertiser,
      trafficker: 'Sidekick Automation',
    },
    line_items: items(slice).map((item) => ({
      name: item.name ?? 'Line item',
      line_item_type: 'STANDARD',
      cost_type: 'CPM',
      rate: item.cpm ?? 10,
      goal_impressions: item.impressions ?? Math.round(((item.budget ?? 0) / (item.cpm ?? 10)) * 1000),
      creative_sizes: ['300x250', '728x90', '970x250'],
      ad_units: ['/homepage/top', '/homepage/right-rail', '/article/inline'],
      start_date: item.startDate ?? slice.draft.flightStart,
      end_date: item.endDate ?? slice.draft.flightEnd,
    })),
  }),
  dv360: (slice) => dv360Config(slice, 'LINE_ITEM_TYPE_DISPLAY_DEFAULT'),
  'youtube-dv360': (slice) => ({
    ...dv360Config(slice, 'LINE_ITEM_TYPE_YOUTUBE_AND_PARTNERS_VIDEO_SEQUENCE'),
    sdf_version: 'SDF_VERSION_7_1',
  }),
  ttd: (slice) => ({
    advertiser_id: slice.random.pick(['nw0', 'bw7', 'hp2', 'ax9']) + slice.random.digits(4),
    campaign: {
      name: campaignName(slice),
      budget: slice.budget,
      pacing_mode: 'PaceEvenly',
      primary_goal: primaryGoal(slice.draft),
      start_date: slice.draft.flightStart,
      end_date: slice.draft.flightEnd,
    },
    ad_groups: items(slice).map((item) => ({
      name: item.name ?? 'Ad group',
      channel: /ctv|tv|video/i.test(item.name ?? '') ? 'ConnectedTV' : 'Display',
      base_bid_cpm: item.cpm ?? 12,
      max_bid_cpm: roundMoney((item.cpm ?? 12) * 1.4),
      budget: item.budget ?? 0,
      audience: audience(slice),
    })),
  }),
  'google-ads-search': (slice) => googleAdsConfig(slice, 'SEARCH'),
  google_display: (slice) => googleAdsConfig(slice, 'DISPLAY'),
  'google-ads-pmax': (slice) => googleAdsConfig(slice, 'PERFORMANCE_MAX'),
  madhive: (slice) => ({
    campaign: {
      name: campaignName(slice),
      budget: slice.budget,
      start_date: slice.draft.flightStart,
      end_date: slice.draft.flightEnd,
    },
    line_items: items(slice).map((item) => ({
      name: item.name ?? 'Line item',
      inventory: 'CTV',
      audience_segments: [audience(slice)],
      frequency_cap: '3 per day',
      budget: item.budget ?? 0,
    })),
  }),
  amazon_dsp: (slice) => ({
    order: { name: campaignName(slice), goal: 'AWARENESS', budget: slice.budget },
    line_items: items(slice).map((item) => ({
      name: item.name ?? 'Line item',
      line_item_type: 'STANDARD_DISPLAY',
      bid_cpm: item.cpm ?? 8,
      budget: item.budget ?? 0,
      audience: 'In-market: Outdoor Recreation',
    })),
  }),
  groundtruth: (slice) => ({
    campaign: { name: campaignName(slice), objective: 'STORE_VISITS', budget: slice.budget },
    ad_groups: items(slice).map((item) => ({
      name: item.name ?? 'Ad group',
      targeting_type: 'GEOFENCE',
      locations: slice.draft.geo,
      radius_miles: 5,
      budget: item.budget ?? 0,
    })),
  }),
  reddit: (slice) => ({
    account_id: `t2_${slice.random.digits(8)}`,
    campaign: { name: campaignName(slice), objective: 'BRAND_AWARENESS_AND_REACH', funding: slice.budget },
    ad_groups: items(slice).map((item) => ({
      name: item.name ?? 'Ad group',
      bid_strategy: 'MAXIMIZE_VOLUME',
      targeting: { communities: ['r/hiking', 'r/CampingandHiking', 'r/outdoors'], geo: slice.draft.geo },
      budget: item.budget ?? 0,
    })),
  }),
};

function genericConfig(slice: PlatformSlice): Record<string, unknown> {
  return {
    campaign: { name: campaignName(slice), budget: slice.budget },
    line_items: items(slice).map((item) => ({ name: item.name ?? 'Line item', budget: item.budget ?? 0 })),
  };
}

function dv360Config(slice: PlatformSlice, lineItemType: string): Record<string, unknown> {
  const days =
    slice.draft.flightStart && slice.draft.flightEnd
      ? daysBetween(slice.draft.flightStart, slice.draft.flightEnd)
      : 0;
  return {
    partner_id: slice.random.digits(7),
    advertiser_id: slice.random.digits(9),
    insertion_order: {
      display_name: campaignName(slice),
      budget: slice.budget,
      pacing: 'PACING_PERIOD_FLIGHT',
      pacing_type: 'PACING_TYPE_EVEN',
      kpi: primaryGoal(slice.draft),
      frequency_cap: days > 30 ? '5 per week' : '3 per day',
    },
    line_items: items(slice).map((item) => ({
      display_name: item.name ?? 'Line item',
      line_item_type: lineItemType,
      bid_strategy: { fixed_bid_cpm: item.cpm ?? 6 },
      budget: item.budget ?? 0,
      targeting: { geo: slice.draft.geo, audience: audience(slice), brand_safety: 'Standard' },
    })),
  };
}

function googleAdsConfig(
  slice: PlatformSlice,
  channel: 'SEARCH' | 'DISPLAY' | 'PERFORMANCE_MAX',
): Record<string, unknown> {
  const days =
    slice.draft.flightStart && slice.draft.flightEnd
      ? Math.max(1, daysBetween(slice.draft.flightStart, slice.draft.flightEnd) + 1)
      : 30;
  const base = {
    customer_id: `${slice.random.digits(3)}-${slice.random.digits(3)}-${slice.random.digits(4)}`,
    campaign: {
      name: campaignName(slice),
      advertising_channel_type: channel,
      bidding_strategy_type: channel === 'SEARCH' ? 'MAXIMIZE_CLICKS' : 'MAXIMIZE_CONVERSIONS',
      daily_budget: roundMoney(slice.budget / days),
      start_date: slice.draft.flightStart,
      end_date: slice.draft.flightEnd,
    },
  };
  if (channel === 'PERFORMANCE_MAX') {
    return {
      ...base,
      asset_groups: [
        {
          name: `${slice.draft.campaignName ?? 'Campaign'} assets`,
          final_url: '',
          audience_signal: audience(slice),
        },
      ],
    };
  }
  return {
    ...base,
    ad_groups: items(slice).map((item) => ({
      name: item.name ?? 'Ad group',
      ...(channel === 'SEARCH'
        ? { keywords: keywordsFor(slice.draft), match_types: ['PHRASE', 'EXACT'] }
        : { audience: audience(slice) }),
    })),
  };
}

function items(slice: PlatformSlice): LineItemDraft[] {
  return slice.lineItems.length > 0
    ? slice.lineItems
    : [{ name: slice.draft.campaignName, budget: slice.budget }];
}

function campaignName(slice: PlatformSlice): string {
  return slice.draft.campaignName ?? 'Untitled campaign';
}

function audience(slice: PlatformSlice): string {
  return slice.draft.audience ?? 'Adults 18+';
}

function ages(text: string | undefined): { age_min: number; age_max: number } {
  const match = /(\d{2})\s*[-–]\s*(\d{2})/.exec(text ?? '');
  return { age_min: Number(match?.[1] ?? 18), age_max: Number(match?.[2] ?? 65) };
}

function tiktokAgeGroups(text: string | undefined): string[] {
  const { age_min, age_max } = ages(text);
  const groups: [string, number, number][] = [
    ['AGE_18_24', 18, 24],
    ['AGE_25_34', 25, 34],
    ['AGE_35_44', 35, 44],
    ['AGE_45_54', 45, 54],
    ['AGE_55_100', 55, 100],
  ];
  return groups.filter(([, from, to]) => to >= age_min && from <= age_max).map(([group]) => group);
}

function primaryGoal(draft: CampaignDraft): string {
  const kpi = draft.kpis[0];
  return kpi ? `${kpi.kpi} ${kpi.target}`.trim() : 'Viewability 70%';
}

function keywordsFor(draft: CampaignDraft): string[] {
  const brand = (draft.advertiser ?? 'brand').replace(/ (Co\.|Group|Inc\.)$/, '').toLowerCase();
  return [brand, `${brand} deals`, `${brand} near me`, `buy ${brand}`];
}
