import { daysBetween, isoDate, readableDate } from './calendar-dates';
import { type CampaignDraft, FIELD_KEYS, lineItemTotal, REQUIRED_FIELDS } from './campaign-draft';
import { formatMoney, formatNumber } from './money-amounts';
import type { ValidationIssue } from './validation-block';

/** Budget differences below this share of the total are rounding, not an issue. */
const BUDGET_TOLERANCE = 0.01;
/** Impressions × CPM may differ from a line's budget by this share (added value, rounding). */
const DELIVERY_TOLERANCE = 0.05;

export interface CampaignValidation {
  issues: ValidationIssue[];
  totalFieldsValidated: number;
}

/** The checks a trafficker would do on an insertion order before launching it. */
export function validateCampaign(draft: CampaignDraft, now: Date): CampaignValidation {
  const today = isoDate(now);
  const currency = draft.currency ?? 'USD';
  const issues: ValidationIssue[] = [
    ...missingFields(draft),
    ...flightIssues(draft, today),
    ...budgetIssues(draft, currency),
    ...draft.lineItems.flatMap((_, index) => lineItemIssues(draft, index, currency)),
  ];
  return { issues, totalFieldsValidated: REQUIRED_FIELDS.length + 1 + draft.lineItems.length * 3 };
}

function missingFields(draft: CampaignDraft): ValidationIssue[] {
  return REQUIRED_FIELDS.filter((field) => draft[field] === undefined || draft[field] === '').map(
    (field) => ({
      field: FIELD_KEYS[field],
      severity: 'error',
      message: `Missing required field: ${FIELD_KEYS[field].replace(/_/g, ' ')}.`,
    }),
  );
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
  if (draft.lineItems.length === 0) {
    return [
      { field: 'line_items', severity: 'warning', message: 'No line items were found in the document.' },
    ];
  }
  const total = draft.totalBudget;
  const sum = lineItemTotal(draft);
  if (total === undefined || Math.abs(sum - total) <= Math.max(1, total * BUDGET_TOLERANCE)) return [];
  return [
    {
      field: FIELD_KEYS.totalBudget,
      severity: 'error',
      message: `Line item budgets add up to ${formatMoney(sum, currency)}, but the total budget is ${formatMoney(total, currency)} (difference ${formatMoney(Math.abs(total - sum), currency)}).`,
    },
  ];
}

function lineItemIssues(draft: CampaignDraft, index: number, currency: string): ValidationIssue[] {
  const item = draft.lineItems[index];
  if (!item) return [];
  const field = `line_items[${index}]`;
  const label = `Line item ${index + 1}${item.name ? ` (${item.name})` : ''}`;
  const issues: ValidationIssue[] = [];
  if (!item.platform) issues.push({ field, severity: 'warning', message: `${label} names no platform.` });
  if (item.budget === undefined)
    issues.push({ field, severity: 'warning', message: `${label} has no budget.` });
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
    issues.push({ field, severity: 'warning', message: `${label} runs outside the campaign flight dates.` });
  }
  return issues;
}
