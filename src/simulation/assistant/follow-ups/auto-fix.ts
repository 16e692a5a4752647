import type { Language } from '../conversation/language';
import type { BudgetSide, EditAccount } from '../shared/assistant-contract';
import { addDays, daysBetween } from '../shared/calendar-dates';
import type { CampaignDraft } from '../shared/campaign-draft';
import { formatMoney, roundMoney } from '../shared/money-amounts';
import type { CreativeJson } from '../shared/result-shapes';
import type { BudgetQuestion, FixNeed } from './fix-replies';

/** What an automatic fix did, in words for the reply. */
export interface FixOutcome<T> {
  value: T;
  fixed: string[];
  /** Issues only the user (or an admin) can settle (a missing advertiser, a past flight, a channel). */
  needsInput: FixNeed[];
  /** Set when the total and the line items disagree and nobody said which to keep: the fix asks. */
  budgetQuestion?: BudgetQuestion;
}

/** What the fix may go on besides the campaign: the side of the budget the user chose, the account. */
export interface FixSetting {
  keep?: BudgetSide;
  account?: EditAccount;
  /** The language of the message that asked, for the answer; else the instructions'. */
  language?: Language;
}

/**
 * Repairs a campaign the way a trafficker would when told "fix the issues": recompute delivery
 * from budget and CPM, end the flight with its line items. Which of the total and the line items
 * is right only the user knows: without their word the fix asks instead of choosing.
 */
export function fixCampaign(
  draft: CampaignDraft,
  today: string,
  setting: FixSetting = {},
): FixOutcome<CampaignDraft> {
  const fixed: string[] = [];
  const needsInput: FixNeed[] = [];
  const next: CampaignDraft = { ...draft, lineItems: draft.lineItems.map((item) => ({ ...item })) };

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
  const budgetQuestion = settleBudget(next, setting.keep, fixed);
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
  for (const field of ['advertiser', 'campaignName', 'flightStart', 'flightEnd'] as const) {
    if (!next[field]) needsInput.push({ kind: 'field', field });
  }
  if (next.flightEnd && daysBetween(today, next.flightEnd) < 0) {
    needsInput.push({ kind: 'flight-ended' });
  } else if (next.flightStart && daysBetween(today, next.flightStart) < 0) {
    needsInput.push({ kind: 'start-in-past' });
  }
  needsInput.push(...channelsToEnable(next, setting.account));
  return { value: next, fixed, needsInput, ...(budgetQuestion ? { budgetQuestion } : {}) };
}

/**
 * Makes the total and the line items agree on the side the user chose: the total becomes their
 * sum, or each line's budget takes its share of the total. Returns the question to ask when they
 * disagree and no side was chosen.
 */
function settleBudget(
  draft: CampaignDraft,
  keep: BudgetSide | undefined,
  fixed: string[],
): BudgetQuestion | undefined {
  const currency = draft.currency ?? 'USD';
  const total = draft.totalBudget;
  const sum = roundMoney(draft.lineItems.reduce((all, item) => all + (item.budget ?? 0), 0));
  if (draft.lineItems.length === 0 || sum <= 0 || total === undefined || Math.abs(sum - total) <= 1)
    return undefined;
  if (keep === 'line-items') {
    fixed.push(
      `Total budget set to ${formatMoney(sum, currency)}, the sum of the line items (was ${formatMoney(total, currency)}).`,
    );
    draft.totalBudget = sum;
    return undefined;
  }
  if (keep === 'total') {
    const budgeted = draft.lineItems.filter((item) => item.budget !== undefined);
    let left = total;
    budgeted.forEach((item, index) => {
      const share = index === budgeted.length - 1 ? left : roundMoney(((item.budget ?? 0) * total) / sum);
      left = roundMoney(left - share);
      item.budget = roundMoney(share);
    });
    fixed.push(
      `Line item budgets scaled to the total budget of ${formatMoney(total, currency)} (they added up to ${formatMoney(sum, currency)}).`,
    );
    return undefined;
  }
  return { total, lineItems: sum, currency };
}

/** A channel the account has not enabled: only an admin can enable it, so the fix says so. */
function channelsToEnable(draft: CampaignDraft, account: EditAccount | undefined): FixNeed[] {
  if (!account) return [];
  const disabled = [...new Set(draft.lineItems.map((item) => item.platform))].filter(
    (platform): platform is string => platform !== undefined && account.enabledChannels[platform] === false,
  );
  return disabled.map((platform) => {
    const lines = draft.lineItems
      .map((item, index) => (item.platform === platform ? index + 1 : 0))
      .filter((line) => line > 0);
    return { kind: 'channel', platform, lines, ...(account.name ? { account: account.name } : {}) };
  });
}

/** Repairs creatives: a missing landing URL takes the one the other creatives share; http becomes https. */
export function fixCreatives(creatives: readonly CreativeJson[]): FixOutcome<CreativeJson[]> {
  const fixed: string[] = [];
  const needsInput: FixNeed[] = [];
  const known = creatives.map((creative) => creative.landing_url).filter((url) => url !== '');
  const common = mostCommon(known);
  const value = creatives.map((creative) => {
    if (!creative.landing_url) {
      if (!common) {
        needsInput.push({ kind: 'landing-url', creative: creative.creative_name });
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
