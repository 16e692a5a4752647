import { addDays, daysBetween } from '../shared/calendar-dates';
import type { CampaignDraft } from '../shared/campaign-draft';
import { formatMoney, roundMoney } from '../shared/money-amounts';
import type { CreativeJson } from '../shared/result-shapes';

/** What an automatic fix did, in words for the reply. */
export interface FixOutcome<T> {
  value: T;
  fixed: string[];
  /** Issues only the user can settle (a missing advertiser, a past flight). */
  needsInput: string[];
}

/**
 * Repairs a campaign the way a trafficker would when told "fix the issues": trust the line items
 * (they carry the real buy) over the header, and recompute delivery from budget and CPM.
 */
export function fixCampaign(draft: CampaignDraft, today: string): FixOutcome<CampaignDraft> {
  const fixed: string[] = [];
  const needsInput: string[] = [];
  const next: CampaignDraft = { ...draft, lineItems: draft.lineItems.map((item) => ({ ...item })) };
  const currency = next.currency ?? 'USD';

  if (next.flightStart && next.flightEnd && daysBetween(next.flightStart, next.flightEnd) < 0) {
    const latestLineEnd = next.lineItems
      .map((item) => item.endDate)
      .filter((end): end is string => Boolean(end) && daysBetween(next.flightStart!, end!) > 0)
      .sort()
      .pop();
    const end = latestLineEnd ?? addDays(next.flightStart, 60);
    fixed.push(`Flight end date set to ${end}${latestLineEnd ? ', the last day of the line items' : ''}.`);
    next.flightEnd = end;
  }
  const sum = roundMoney(next.lineItems.reduce((total, item) => total + (item.budget ?? 0), 0));
  if (
    next.lineItems.length > 0 &&
    sum > 0 &&
    next.totalBudget !== undefined &&
    Math.abs(sum - next.totalBudget) > 1
  ) {
    fixed.push(
      `Total budget set to ${formatMoney(sum, currency)}, the sum of the line items (was ${formatMoney(next.totalBudget, currency)}).`,
    );
    next.totalBudget = sum;
  }
  next.lineItems.forEach((item, index) => {
    if (
      item.budget === undefined ||
      item.cpm === undefined ||
      item.impressions === undefined ||
      item.cpm <= 0
    )
      return;
    const impressions = Math.round(item.budget / item.cpm) * 1000;
    if (Math.abs(impressions - item.impressions) > item.impressions * 0.05) {
      fixed.push(
        `Line item ${index + 1} impressions set to ${impressions.toLocaleString('en-US')} (budget ÷ CPM).`,
      );
      item.impressions = impressions;
    }
  });
  for (const [field, words] of [
    ['advertiser', 'advertiser'],
    ['campaignName', 'campaign name'],
    ['flightStart', 'flight start date'],
    ['flightEnd', 'flight end date'],
  ] as const) {
    if (!next[field]) needsInput.push(`Please tell me the ${words}.`);
  }
  if (next.flightEnd && daysBetween(today, next.flightEnd) < 0) {
    needsInput.push('The flight has already ended: please give new flight dates.');
  } else if (next.flightStart && daysBetween(today, next.flightStart) < 0) {
    needsInput.push('The flight start date is in the past: please confirm or give a new start date.');
  }
  return { value: next, fixed, needsInput };
}

/** Repairs creatives: a missing landing URL takes the one the other creatives share; http becomes https. */
export function fixCreatives(creatives: readonly CreativeJson[]): FixOutcome<CreativeJson[]> {
  const fixed: string[] = [];
  const needsInput: string[] = [];
  const known = creatives.map((creative) => creative.landing_url).filter((url) => url !== '');
  const common = mostCommon(known);
  const value = creatives.map((creative) => {
    if (!creative.landing_url) {
      if (!common) {
        needsInput.push(`Please give the landing URL of ${creative.creative_name}.`);
        return creative;
      }
      fixed.push(`${creative.creative_name}: landing URL set to ${common}.`);
      return { ...creative, landing_url: common };
    }
    if (creative.landing_url.startsWith('http://')) {
      fixed.push(`${creative.creative_name}: landing URL switched to HTTPS.`);
      return { ...creative, landing_url: creative.landing_url.replace('http://', 'https://') };
    }
    return creative;
  });
  return { value, fixed, needsInput };
}

function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}
