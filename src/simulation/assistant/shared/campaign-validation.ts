import type { EnabledChannels } from '../../../core/domain/account';
import { daysBetween, isoDate, readableDate } from './calendar-dates';
import { type CampaignDraft, FIELD_KEYS, type LineItemDraft, lineItemTotal } from './campaign-draft';
import { formatMoney, formatNumber } from './money-amounts';
import { labelOf } from './platform-catalog';
import type { ValidationIssue } from './validation-block';

/** Budget differences below this share of the total are rounding, not an issue. */
const BUDGET_TOLERANCE = 0.01;
/** Impressions × CPM may differ from a line's budget by this share (added value, rounding). */
const DELIVERY_TOLERANCE = 0.05;

export interface CampaignValidation {
  issues: ValidationIssue[];
  totalFieldsValidated: number;
}

/**
 * The checks a trafficker would do on an insertion order before launching it, on what was read
 * (or edited) only: a field the document does not state, or a sample value, is not checked, so a
 * consistent document gets no issue. Each issue quotes the document's own figures.
 */
export function validateCampaign(
  draft: CampaignDraft,
  now: Date,
  enabledChannels: EnabledChannels = {},
): CampaignValidation {
  const today = isoDate(now);
  const currency = draft.currency ?? 'USD';
  const read: CampaignDraft = { ...draft, lineItems: draft.lineItems.filter((item) => !item.sample) };
  const issues: ValidationIssue[] = [
    ...flightIssues(read, today),
    ...budgetIssues(read, currency),
    ...draft.lineItems.flatMap((item, index) =>
      item.sample ? [] : lineItemIssues(read, item, index, currency, enabledChannels),
    ),
  ];
  const headerFields = (['flightStart', 'flightEnd', 'totalBudget'] as const).filter(
    (field) => read[field] !== undefined,
  ).length;
  const itemFields = read.lineItems.reduce(
    (sum, item) => sum + [item.platform, item.budget, item.cpm, item.startDate].filter(Boolean).length,
    0,
  );
  return { issues, totalFieldsValidated: headerFields + itemFields };
}

function flightIssues(draft: CampaignDraft, today: string): ValidationIssue[] {
  const { flightStart, flightEnd } = draft;
  const issues: ValidationIssue[] = [];
  if (flightStart && flightEnd && daysBetween(flightStart, flightEnd) < 0) {
    issues.push({
      field: FIELD_KEYS.flightEnd,
      severity: 'error',
      message: `Flight end date (${readableDate(flightEnd)}) is before the flight start date (${readableDate(flightStart)}).`,
    });
  }
  if (flightEnd && daysBetween(today, flightEnd) < 0) {
    issues.push({
      field: FIELD_KEYS.flightEnd,
      severity: 'error',
      message: `Flight end date (${readableDate(flightEnd)}) is in the past.`,
    });
  } else if (flightStart && daysBetween(today, flightStart) < 0) {
    issues.push({
      field: FIELD_KEYS.flightStart,
      severity: 'warning',
      message: `Flight start date (${readableDate(flightStart)}) is in the past; the campaign would start late.`,
    });
  }
  return issues;
}

function budgetIssues(draft: CampaignDraft, currency: string): ValidationIssue[] {
  const total = draft.totalBudget;
  const budgeted = draft.lineItems.filter((item) => item.budget !== undefined);
  // Only a table whose every line states its budget can be held against the total.
  if (total === undefined || budgeted.length === 0 || budgeted.length < draft.lineItems.length) return [];
  const sum = lineItemTotal(draft);
  if (Math.abs(sum - total) <= Math.max(1, total * BUDGET_TOLERANCE)) return [];
  return [
    {
      field: FIELD_KEYS.totalBudget,
      severity: 'error',
      message: `Line item budgets add up to ${formatMoney(sum, currency)}, but the total budget is ${formatMoney(total, currency)} (difference ${formatMoney(Math.abs(total - sum), currency)}).`,
    },
  ];
}

function lineItemIssues(
  draft: CampaignDraft,
  item: LineItemDraft,
  index: number,
  currency: string,
  enabledChannels: EnabledChannels,
): ValidationIssue[] {
  const field = `line_items[${index}]`;
  const label = `Line item ${index + 1}${item.name ? ` (${item.name})` : ''}`;
  const issues: ValidationIssue[] = [];
  if (item.platform && enabledChannels[item.platform] === false) {
    issues.push({
      field,
      severity: 'error',
      message: `${label} runs on ${labelOf(item.platform)}, which is not enabled for this account.`,
    });
  }
  if (item.impressions !== undefined && item.cpm !== undefined && item.budget !== undefined) {
    const cost = (item.impressions * item.cpm) / 1000;
    if (Math.abs(cost - item.budget) > item.budget * DELIVERY_TOLERANCE) {
      issues.push({
        field,
        severity: 'warning',
        message: `${label}: ${formatNumber(item.impressions)} impressions at ${formatMoney(item.cpm, currency)} CPM cost ${formatMoney(cost, currency)}, but its budget is ${formatMoney(item.budget, currency)}.`,
      });
    }
  }
  const { flightStart, flightEnd } = draft;
  const starts = item.startDate && flightStart && daysBetween(flightStart, item.startDate) < 0;
  const ends = item.endDate && flightEnd && daysBetween(item.endDate, flightEnd) < 0;
  if ((starts || ends) && flightStart && flightEnd && daysBetween(flightStart, flightEnd) >= 0) {
    const runs = `${readableDate(item.startDate ?? flightStart)} – ${readableDate(item.endDate ?? flightEnd)}`;
    issues.push({
      field,
      severity: 'warning',
      message: `${label} runs ${runs}, outside the campaign flight ${readableDate(flightStart)} – ${readableDate(flightEnd)}.`,
    });
  }
  return issues;
}
