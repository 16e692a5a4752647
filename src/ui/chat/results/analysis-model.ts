import type { WorkAnalysis } from '../../../core/domain/agents/agent';
import {
  asRecord,
  inlineText,
  isEmptyValue,
  isRecord,
  type JsonRecord,
  pickText,
} from '../../../core/domain/json-value';
import { type ColumnTable, toColumnTable } from './column-table';
import { keyLabel } from './result-rows';

/**
 * Cross-platform analyses and the TTD / DV360 optimizer analyses (analyze-campaign and
 * optimize-campaign results). The demo backend's shape is AnalysisResultJson in
 * src/simulation/assistant/shared/result-shapes.ts; accepted, every part optional (alternative names in brackets):
 *
 *   {
 *     summary (executive_summary, overview, analysis_summary): string,
 *     campaign_name: string, date_range: { start_date, end_date } | string  → a line under the title,
 *     analysis_type, platform: strings already said by the title, not repeated,
 *     metrics (kpis, key_metrics, overall_metrics, performance_metrics):
 *       [{ name (metric, label, kpi), value (current, actual), change (delta, trend, vs_previous) }]
 *       or { [metric name]: value },
 *     platforms (platform_breakdown, channels, line_items, insertion_orders, ad_groups, campaigns, breakdown):
 *       [{ …scalar fields }]  → a table with one column per field,
 *     insights (key_findings, findings, observations): [string | { title, description }],
 *     recommendations (optimization_recommendations, optimizations, suggested_actions):
 *       [string | { title (recommendation, action, name), description (details, rationale, reason),
 *                   priority, expected_impact (impact) }],
 *   }
 *
 * Any other key is kept in `rest` for the generic table. A result with none of the parts above is
 * not an analysis (the generic table shows it).
 */

export type AnalysisVariant =
  | 'cross-platform'
  | 'ttd'
  | 'dv360'
  // The same shape (summary, metrics, a table, notes, recommendations) for work on a campaign.
  | 'monitoring'
  | WorkAnalysis;

export interface AnalysisModel {
  variant: AnalysisVariant;
  title: string;
  /** Campaign and period analysed, e.g. 'Spring Sale · 2025-03-01 – 2025-03-31'. */
  context?: string;
  summary?: string;
  metrics: { label: string; value: string; change?: string }[];
  breakdown?: { title: string; table: ColumnTable };
  insights: string[];
  recommendations: { title: string; detail?: string; priority?: string; impact?: string }[];
  /** Fields not shown above. */
  rest?: JsonRecord;
}

export const ANALYSIS_TITLES: Readonly<Record<AnalysisVariant, string>> = {
  'cross-platform': 'Cross-platform analysis',
  ttd: 'TTD optimizer analysis',
  dv360: 'DV360 optimizer analysis',
  monitoring: 'Campaign monitoring',
  'budget-allocation': 'Budget allocation',
  'dv360-plan': 'DV360 campaign plan',
  'creative-assignment': 'Creative assignment',
  'creative-upload': 'Creative upload',
};

const SUMMARY_KEYS = ['summary', 'executive_summary', 'overview', 'analysis_summary'];
const METRIC_KEYS = ['metrics', 'kpis', 'key_metrics', 'overall_metrics', 'performance_metrics'];
const BREAKDOWN_KEYS = [
  'platforms',
  'platform_breakdown',
  'channels',
  'line_items',
  'insertion_orders',
  'ad_groups',
  'campaigns',
  'breakdown',
  'monitors',
  'allocations',
  'planned_line_items',
  'assignments',
  'uploads',
];
const INSIGHT_KEYS = ['insights', 'key_findings', 'findings', 'observations'];
const RECOMMENDATION_KEYS = [
  'recommendations',
  'optimization_recommendations',
  'optimizations',
  'suggested_actions',
];

/** The analysis view of a result, or undefined when the result does not look like an analysis. */
export function readAnalysis(json: unknown, variant: AnalysisVariant): AnalysisModel | undefined {
  const record = asRecord(json);
  if (!record) return undefined;
  const used = new Set<string>();
  const take = <T>(keys: string[], read: (value: unknown) => T | undefined): T | undefined => {
    for (const key of keys) {
      const value = read(record[key]);
      if (value !== undefined) {
        used.add(key);
        return value;
      }
    }
    return undefined;
  };

  const campaign = take(['campaign_name', 'campaign'], (value) =>
    typeof value === 'string' ? value : undefined,
  );
  const period = take(['date_range', 'period'], readPeriod);
  // The title already names the analysis and its platform.
  for (const key of ['analysis_type', 'platform']) if (typeof record[key] === 'string') used.add(key);
  const summary = take(SUMMARY_KEYS, (value) =>
    typeof value === 'string' && value.trim() ? value : undefined,
  );
  const metrics = take(METRIC_KEYS, readMetrics) ?? [];
  const breakdown = take(BREAKDOWN_KEYS, (value) =>
    Array.isArray(value) ? toColumnTable(value) : undefined,
  );
  const breakdownKey = BREAKDOWN_KEYS.find((key) => used.has(key));
  const insights = take(INSIGHT_KEYS, readInsights) ?? [];
  const recommendations = take(RECOMMENDATION_KEYS, readRecommendations) ?? [];

  if (
    !summary &&
    metrics.length === 0 &&
    !breakdown &&
    insights.length === 0 &&
    recommendations.length === 0
  ) {
    return undefined;
  }
  const restEntries = Object.entries(record).filter(([key, value]) => !used.has(key) && !isEmptyValue(value));
  return {
    variant,
    title: ANALYSIS_TITLES[variant],
    context: [campaign, period].filter(Boolean).join(' · ') || undefined,
    summary,
    metrics,
    breakdown: breakdown && breakdownKey ? { title: keyLabel(breakdownKey), table: breakdown } : undefined,
    insights,
    recommendations,
    rest: restEntries.length > 0 ? Object.fromEntries(restEntries) : undefined,
  };
}

function readMetrics(value: unknown): AnalysisModel['metrics'] | undefined {
  // A list of named metrics, or a map from metric name to a value or to a { value, change } record.
  const named = Array.isArray(value)
    ? value.filter(isRecord).map((item) => [pickText(item, 'name', 'metric', 'label', 'kpi'), item] as const)
    : Object.entries(asRecord(value) ?? {}).map(([key, item]) => [keyLabel(key), item] as const);
  const metrics = named.flatMap(([label, item]) => {
    if (!label) return [];
    if (!isRecord(item)) return Array.isArray(item) ? [] : [{ label, value: inlineText(item) }];
    const shown = ['value', 'current', 'actual'].find((key) => key in item);
    if (!shown) return [];
    const change = pickText(item, 'change', 'delta', 'trend', 'vs_previous');
    return [{ label, value: inlineText(item[shown]), ...(change ? { change } : {}) }];
  });
  return metrics.length > 0 ? metrics : undefined;
}

function readPeriod(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  const range = asRecord(value);
  const start = pickText(range, 'start_date', 'start', 'from');
  const end = pickText(range, 'end_date', 'end', 'to');
  return start || end ? `${start ?? '…'} – ${end ?? '…'}` : undefined;
}

function readInsights(value: unknown): string[] | undefined {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : undefined;
  const insights = list
    ?.filter((item) => !isEmptyValue(item))
    .map((item) => {
      if (!isRecord(item)) return inlineText(item);
      const title = pickText(item, 'title', 'finding', 'insight');
      const description = pickText(item, 'description', 'details', 'text');
      return [title, description].filter(Boolean).join(': ') || inlineText(item);
    });
  return insights && insights.length > 0 ? insights : undefined;
}

function readRecommendations(value: unknown): AnalysisModel['recommendations'] | undefined {
  const list = Array.isArray(value) ? value : undefined;
  const recommendations = list
    ?.filter((item) => !isEmptyValue(item))
    .map((item) => {
      if (!isRecord(item)) return { title: inlineText(item) };
      const title = pickText(item, 'title', 'recommendation', 'action', 'name');
      const detail = pickText(item, 'description', 'details', 'rationale', 'reason');
      const priority = pickText(item, 'priority');
      const impact = pickText(item, 'expected_impact', 'impact');
      return {
        title: title ?? detail ?? inlineText(item),
        ...(title && detail ? { detail } : {}),
        ...(priority ? { priority } : {}),
        ...(impact ? { impact } : {}),
      };
    });
  return recommendations && recommendations.length > 0 ? recommendations : undefined;
}
