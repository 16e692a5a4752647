import { daysBetween } from '../shared/calendar-dates';
import { roundMoney } from '../shared/money-amounts';
import { missingValue } from '../shared/tracked-field';
import {
  amount,
  audience,
  campaignName,
  items,
  keywordsFor,
  type PlatformSlice,
  primaryGoal,
} from './configuration-values';

/** The configurations of Google's platforms: DV360 (and YouTube through it) and Google Ads. */
export function dv360Config(slice: PlatformSlice, lineItemType: string): Record<string, unknown> {
  const days =
    slice.draft.flightStart && slice.draft.flightEnd
      ? daysBetween(slice.draft.flightStart, slice.draft.flightEnd)
      : 0;
  return {
    partner_id: missingValue(),
    advertiser_id: missingValue(),
    insertion_order: {
      display_name: campaignName(slice),
      budget: amount(slice.budget),
      pacing: 'PACING_PERIOD_FLIGHT',
      pacing_type: 'PACING_TYPE_EVEN',
      kpi: primaryGoal(slice.draft),
      frequency_cap: days > 30 ? '5 per week' : '3 per day',
    },
    line_items: items(slice).map((item) => ({
      display_name: item.name ?? missingValue(),
      line_item_type: lineItemType,
      bid_strategy: { fixed_bid_cpm: amount(item.cpm) },
      budget: amount(item.budget),
      targeting: { geo: slice.draft.geo, audience: audience(slice), brand_safety: 'Standard' },
    })),
  };
}

export function googleAdsConfig(
  slice: PlatformSlice,
  channel: 'SEARCH' | 'DISPLAY' | 'PERFORMANCE_MAX',
): Record<string, unknown> {
  const days =
    slice.draft.flightStart && slice.draft.flightEnd
      ? Math.max(1, daysBetween(slice.draft.flightStart, slice.draft.flightEnd) + 1)
      : 30;
  const base = {
    customer_id: missingValue(),
    campaign: {
      name: campaignName(slice),
      advertising_channel_type: channel,
      bidding_strategy_type: channel === 'SEARCH' ? 'MAXIMIZE_CLICKS' : 'MAXIMIZE_CONVERSIONS',
      daily_budget: slice.budget === undefined ? missingValue() : roundMoney(slice.budget / days),
      start_date: slice.draft.flightStart,
      end_date: slice.draft.flightEnd,
    },
  };
  if (channel === 'PERFORMANCE_MAX') {
    return {
      ...base,
      asset_groups: [
        {
          name: slice.draft.campaignName ? `${slice.draft.campaignName} assets` : missingValue(),
          final_url: missingValue(),
          audience_signal: audience(slice),
        },
      ],
    };
  }
  return {
    ...base,
    ad_groups: items(slice).map((item) => ({
      name: item.name ?? missingValue(),
      ...(channel === 'SEARCH'
        ? { keywords: keywordsFor(slice.draft), match_types: ['PHRASE', 'EXACT'] }
        : { audience: audience(slice) }),
    })),
  };
}
