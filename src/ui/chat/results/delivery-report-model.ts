import { asRecord, isRecord, pickArray, pickText } from '../../../core/domain/json-value';
import type { ColumnTable } from './column-table';

/** Delivery against plan (ReportingResultJson in src/simulation/assistant/shared/campaign-work-shapes.ts). */
export interface DeliveryReportModel {
  summary?: string;
  planBasis?: string;
  metrics: { label: string; value: string }[];
  /** The weeks: start, planned and delivered impressions and spend, pacing. */
  table: ColumnTable;
  /** Cumulative impressions per week: the chart's two lines (delivered stops where delivery does). */
  chart: { weeks: string[]; planned: number[]; delivered: number[] };
}

const WEEK_COLUMNS = [
  'Week starting',
  'Planned impressions',
  'Delivered impressions',
  'Planned spend',
  'Delivered spend',
  'Pacing',
].map((label) => ({ key: label, label }));

const number = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The report's view, or undefined when the result holds no weekly delivery rows. */
export function readDeliveryReport(json: unknown): DeliveryReportModel | undefined {
  const record = asRecord(json);
  const rows = (pickArray(record, 'delivery', 'weeks') ?? []).filter(isRecord);
  if (rows.length === 0) return undefined;
  const currency = pickText(record, 'currency') ?? 'USD';
  const count = (value: unknown) => {
    const n = number(value);
    return n === undefined ? '-' : new Intl.NumberFormat('en-US').format(n);
  };
  const money = (value: unknown) => {
    const n = number(value);
    if (n === undefined) return '-';
    try {
      return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
        n,
      );
    } catch {
      return `${currency} ${Math.round(n)}`;
    }
  };
  const percent = (value: unknown) => (number(value) === undefined ? '-' : `${number(value)}%`);
  const totals = asRecord(record?.totals);
  let planned = 0;
  let delivered = 0;
  const chart = { weeks: [] as string[], planned: [] as number[], delivered: [] as number[] };
  for (const row of rows) {
    planned += number(row.planned_impressions) ?? 0;
    chart.weeks.push(pickText(row, 'week_starting', 'week', 'date') ?? '');
    chart.planned.push(planned);
    const served = number(row.delivered_impressions);
    if (served !== undefined) {
      delivered += served;
      chart.delivered.push(delivered);
    }
  }
  const summary = pickText(record, 'summary');
  const planBasis = pickText(record, 'plan_basis');
  return {
    ...(summary ? { summary } : {}),
    ...(planBasis ? { planBasis } : {}),
    metrics: [
      { label: 'Planned impressions', value: count(totals?.planned_impressions) },
      { label: 'Delivered impressions', value: count(totals?.delivered_impressions) },
      { label: 'Pacing to date', value: percent(totals?.pacing_percent) },
      { label: 'Planned spend', value: money(totals?.planned_spend) },
      { label: 'Delivered spend', value: money(totals?.delivered_spend) },
    ],
    table: {
      columns: WEEK_COLUMNS,
      rows: rows.map((row) => [
        pickText(row, 'week_starting', 'week', 'date') ?? '-',
        count(row.planned_impressions),
        count(row.delivered_impressions),
        money(row.planned_spend),
        money(row.delivered_spend),
        percent(row.pacing_percent),
      ]),
      hidden: 0,
    },
    chart,
  };
}
