import { daysBetween, readableDate } from '../shared/calendar-dates';
import type { CampaignDraft } from '../shared/campaign-draft';
import { formatMoney } from '../shared/money-amounts';
import { labelOf } from '../shared/platform-catalog';
import type { ValidationIssue } from '../shared/validation-block';
import { type LaunchTemplateReading, lineItemTotal } from './read-launch-template';

/** Budgets within this share of each other agree (rounding). */
const TOLERANCE = 0.01;

/**
 * Real conflicts only: inside the template (its line items against its budgets and flight) and
 * between the template and the processed insertion order, each with both sides' figures.
 */
export function templateConflicts(
  template: LaunchTemplateReading,
  io: CampaignDraft | undefined,
): ValidationIssue[] {
  const currency = template.currency ?? io?.currency ?? 'USD';
  const money = (amount: number) => formatMoney(amount, currency);
  const issues: ValidationIssue[] = [];
  const budgeted = template.lineItems.filter((item) => item.budget !== undefined);
  const sum = lineItemTotal(template);
  if (
    template.totalBudget !== undefined &&
    budgeted.length > 0 &&
    budgeted.length === template.lineItems.length &&
    differs(sum, template.totalBudget)
  ) {
    issues.push({
      field: 'total_budget',
      severity: 'error',
      message: `The template's line items add up to ${money(sum)}, but its total budget is ${money(template.totalBudget)}.`,
    });
  }
  for (const [platform, budget] of Object.entries(template.platformBudgets)) {
    const items = template.lineItems.filter((item) => item.platform === platform);
    const itemSum = items.reduce((total, item) => total + (item.budget ?? 0), 0);
    if (items.length > 0 && items.every((item) => item.budget !== undefined) && differs(itemSum, budget)) {
      issues.push({
        field: `platform_configurations.${platform}`,
        severity: 'error',
        message: `The template's ${labelOf(platform)} line items add up to ${money(itemSum)}, but its ${labelOf(platform)} budget is ${money(budget)}.`,
      });
    }
  }
  template.lineItems.forEach((item, index) => {
    const { flightStart, flightEnd } = template;
    if (!flightStart || !flightEnd) return;
    const early = item.startDate && daysBetween(flightStart, item.startDate) < 0;
    const late = item.endDate && daysBetween(item.endDate, flightEnd) < 0;
    if (early || late) {
      issues.push({
        field: `line_items[${index}]`,
        severity: 'warning',
        message: `Template line item ${index + 1}${item.name ? ` (${item.name})` : ''} runs ${readableDate(item.startDate ?? flightStart)} – ${readableDate(item.endDate ?? flightEnd)}, outside the template's flight ${readableDate(flightStart)} – ${readableDate(flightEnd)}.`,
      });
    }
  });
  return io ? [...issues, ...conflictsWithIo(template, io, money)] : issues;
}

function conflictsWithIo(
  template: LaunchTemplateReading,
  io: CampaignDraft,
  money: (amount: number) => string,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const sameDates = (a?: string, b?: string) => !a || !b || a === b;
  if (!sameDates(template.flightStart, io.flightStart) || !sameDates(template.flightEnd, io.flightEnd)) {
    issues.push({
      field: 'flight_start_date',
      severity: 'warning',
      message: `The template runs ${range(template.flightStart ?? io.flightStart, template.flightEnd ?? io.flightEnd)}, but the insertion order runs ${range(io.flightStart, io.flightEnd)}.`,
    });
  }
  for (const platform of template.platforms) {
    const templateBudget = template.platformBudgets[platform] ?? sumFor(template.lineItems, platform);
    const ioItems = io.lineItems.filter((item) => item.platform === platform && !item.sample);
    const ioBudget = sumFor(ioItems, platform);
    if (templateBudget === undefined || ioBudget === undefined) continue;
    if (differs(templateBudget, ioBudget)) {
      issues.push({
        field: `platform_configurations.${platform}`,
        severity: 'warning',
        message: `The template budgets ${money(templateBudget)} for ${labelOf(platform)}, but the insertion order budgets ${money(ioBudget)} there.`,
      });
    }
  }
  return issues;
}

function sumFor(
  items: readonly { platform?: string; budget?: number }[],
  platform: string,
): number | undefined {
  const mine = items.filter((item) => item.platform === platform);
  if (mine.length === 0 || mine.some((item) => item.budget === undefined)) return undefined;
  return mine.reduce((sum, item) => sum + (item.budget ?? 0), 0);
}

function differs(a: number, b: number): boolean {
  return Math.abs(a - b) > Math.max(1, Math.max(a, b) * TOLERANCE);
}

function range(start: string | undefined, end: string | undefined): string {
  return `${start ? readableDate(start) : '?'} – ${end ? readableDate(end) : '?'}`;
}
