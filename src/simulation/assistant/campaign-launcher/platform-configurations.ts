import { roundMoney } from '../shared/money-amounts';
import { missingValue } from '../shared/tracked-field';
import {
  ages,
  amount,
  audience,
  campaignName,
  impressionsOf,
  items,
  type PlatformSlice,
  primaryGoal,
  tiktokAgeGroups,
} from './configuration-values';
import { dv360Config, googleAdsConfig } from './google-configurations';

type ConfigBuilder = (slice: PlatformSlice) => Record<string, unknown>;

/**
 * A launch configuration in the platform's own vocabulary (see shared/result-shapes.ts). Ids,
 * names and amounts come from the campaign (the files of the chat) or are marked missing; a
 * launch template's own block is laid over this, so the ids it states replace the markers.
 */
export function platformConfiguration(platform: string, slice: PlatformSlice): Record<string, unknown> {
  const build = BUILDERS[platform] ?? genericConfig;
  return { budget: amount(slice.budget), ...build(slice) };
}

const BUILDERS: Readonly<Record<string, ConfigBuilder>> = {
  facebook: (slice) => ({
    ad_account_id: missingValue(),
    campaign: {
      name: campaignName(slice),
      objective: slice.draft.kpis.some((kpi) => /cpa|conversion|roas/i.test(kpi.kpi))
        ? 'OUTCOME_SALES'
        : 'OUTCOME_AWARENESS',
      buying_type: 'AUCTION',
      special_ad_categories: [],
      lifetime_budget: amount(slice.budget),
    },
    ad_sets: items(slice).map((item, index) => ({
      name: item.name ?? missingValue(),
      optimization_goal: index === 0 ? 'REACH' : 'IMPRESSIONS',
      billing_event: 'IMPRESSIONS',
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      budget: amount(item.budget),
      start_time: item.startDate ?? slice.draft.flightStart,
      end_time: item.endDate ?? slice.draft.flightEnd,
      targeting: { geo_locations: slice.draft.geo, ...ages(slice.draft.audience) },
      placements: ['facebook_feed', 'instagram_feed', 'instagram_stories', 'instagram_reels'],
    })),
  }),
  tiktok: (slice) => ({
    advertiser_id: missingValue(),
    campaign: {
      campaign_name: campaignName(slice),
      objective_type: 'REACH',
      budget_mode: 'BUDGET_MODE_TOTAL',
      budget: amount(slice.budget),
    },
    ad_groups: items(slice).map((item) => ({
      adgroup_name: item.name ?? missingValue(),
      placement_type: 'PLACEMENT_TYPE_NORMAL',
      placements: ['PLACEMENT_TIKTOK'],
      location: slice.draft.geo,
      age_groups: tiktokAgeGroups(slice.draft.audience),
      optimization_goal: 'REACH',
      bid_type: 'BID_TYPE_NO_BID',
      budget: amount(item.budget),
      schedule_start_time: item.startDate ?? slice.draft.flightStart,
      schedule_end_time: item.endDate ?? slice.draft.flightEnd,
    })),
  }),
  gam: (slice) => ({
    network_code: missingValue(),
    order: {
      name: campaignName(slice),
      advertiser: slice.draft.advertiser,
      trafficker: 'Sidekick Automation',
    },
    line_items: items(slice).map((item) => ({
      name: item.name ?? missingValue(),
      line_item_type: 'STANDARD',
      cost_type: 'CPM',
      rate: amount(item.cpm),
      goal_impressions: impressionsOf(item),
      creative_sizes: ['300x250', '728x90', '970x250'],
      ad_units: missingValue(),
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
    advertiser_id: missingValue(),
    campaign: {
      name: campaignName(slice),
      budget: amount(slice.budget),
      pacing_mode: 'PaceEvenly',
      primary_goal: primaryGoal(slice.draft),
      start_date: slice.draft.flightStart,
      end_date: slice.draft.flightEnd,
    },
    ad_groups: items(slice).map((item) => ({
      name: item.name ?? missingValue(),
      channel: /ctv|tv|video/i.test(item.name ?? '') ? 'ConnectedTV' : 'Display',
      base_bid_cpm: amount(item.cpm),
      max_bid_cpm: item.cpm === undefined ? missingValue() : roundMoney(item.cpm * 1.4),
      budget: amount(item.budget),
      audience: audience(slice),
    })),
  }),
  'google-ads-search': (slice) => googleAdsConfig(slice, 'SEARCH'),
  google_display: (slice) => googleAdsConfig(slice, 'DISPLAY'),
  'google-ads-pmax': (slice) => googleAdsConfig(slice, 'PERFORMANCE_MAX'),
  madhive: (slice) => ({
    campaign: {
      name: campaignName(slice),
      budget: amount(slice.budget),
      start_date: slice.draft.flightStart,
      end_date: slice.draft.flightEnd,
    },
    line_items: items(slice).map((item) => ({
      name: item.name ?? missingValue(),
      inventory: 'CTV',
      audience_segments: audience(slice),
      frequency_cap: '3 per day',
      budget: amount(item.budget),
    })),
  }),
  amazon_dsp: (slice) => ({
    order: { name: campaignName(slice), goal: 'AWARENESS', budget: amount(slice.budget) },
    line_items: items(slice).map((item) => ({
      name: item.name ?? missingValue(),
      line_item_type: 'STANDARD_DISPLAY',
      bid_cpm: amount(item.cpm),
      budget: amount(item.budget),
      audience: audience(slice),
    })),
  }),
  groundtruth: (slice) => ({
    campaign: { name: campaignName(slice), objective: 'STORE_VISITS', budget: amount(slice.budget) },
    ad_groups: items(slice).map((item) => ({
      name: item.name ?? missingValue(),
      targeting_type: 'GEOFENCE',
      locations: slice.draft.geo,
      radius_miles: 5,
      budget: amount(item.budget),
    })),
  }),
  reddit: (slice) => ({
    profile_id: missingValue(),
    campaign: {
      name: campaignName(slice),
      objective: 'BRAND_AWARENESS_AND_REACH',
      funding: amount(slice.budget),
    },
    ad_groups: items(slice).map((item) => ({
      name: item.name ?? missingValue(),
      bid_strategy: 'MAXIMIZE_VOLUME',
      targeting: { communities: missingValue(), geo: slice.draft.geo },
      budget: amount(item.budget),
    })),
  }),
};

function genericConfig(slice: PlatformSlice): Record<string, unknown> {
  return {
    campaign: { name: campaignName(slice), budget: amount(slice.budget) },
    line_items: items(slice).map((item) => ({
      name: item.name ?? missingValue(),
      budget: amount(item.budget),
    })),
  };
}
