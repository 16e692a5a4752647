import type { AssistantResult } from '../shared/assistant-contract';
import { type BuildContext, priorResultsOf } from '../shared/build-context';
import { formatMoney, formatNumber } from '../shared/money-amounts';
import { labelOf } from '../shared/platform-catalog';
import { resultPhrases } from '../shared/result-phrases/result-phrases';
import type { AnalysisResultJson } from '../shared/result-shapes';
import { ADVERTISERS } from '../shared/sample-data';
import type { Random } from '../shared/seeded-random';
import { plainString } from '../shared/tracked-field';
import {
  analysedPeriod,
  cpaOf,
  cpmOf,
  ctrOf,
  lineItemPerformance,
  type Performance,
  pacingOf,
  percent,
  performanceOf,
  signedPercent,
  totals,
} from './performance-data';

type Recommendation = AnalysisResultJson['recommendations'][number];

/**
 * analyze-campaign (and optimize-campaign, which leads with the recommendations): mid-flight
 * performance of one platform's line items, or of the whole campaign across platforms.
 */
export function analyzeCampaign(
  context: BuildContext,
  subAction: string | undefined,
  mode: 'analysis' | 'optimization' = 'analysis',
): AssistantResult {
  const scope = subAction ?? 'cross-platform';
  const json = scope === 'cross-platform' ? crossPlatform(context) : singlePlatform(context, scope);
  if (mode === 'optimization') {
    json.analysis_type = `${scope.replace(/-/g, '_')}_optimization_plan`;
    json.summary = `${json.recommendations.length} optimizations proposed for "${json.campaign_name}". ${json.summary}`;
  }
  return {
    status: 'completed',
    content:
      mode === 'optimization'
        ? resultPhrases(context).optimizationPlanReady
        : resultPhrases(context).analysisReady,
    jsonResponse: json,
  };
}

function singlePlatform(context: BuildContext, platform: string): AnalysisResultJson {
  const { random, now } = context;
  const campaignName = campaignNameOf(context);
  const prefix = initialsOf(campaignName);
  const rows = lineItemPerformance(random, platform, prefix, random.int(5, 7));
  const all = totals(rows);
  const best = [...rows].sort((a, b) => cpaOf(a) - cpaOf(b))[0]!;
  const worst = [...rows].sort((a, b) => cpaOf(b) - cpaOf(a))[0]!;
  const lagging = rows.filter((row) => pacingOf(row) < 0.85);
  const lowViewability = rows.filter((row) => row.viewability < 55);
  const label = labelOf(platform);

  return {
    summary: `${label} is ${pacingOf(all) < 0.95 ? 'under-delivering' : 'pacing well'} at ${percent(pacingOf(all), 0)} of the planned spend, with a ${percent(ctrOf(all))} CTR and a ${formatMoney(round(cpaOf(all)))} CPA. ${best.name} is the most efficient line item; ${worst.name} costs ${(cpaOf(worst) / cpaOf(best)).toFixed(1)}× more per conversion.`,
    analysis_type:
      platform === 'dv360' || platform === 'ttd'
        ? `${platform}_optimizer`
        : `${platform.replace(/-/g, '_')}_analysis`,
    platform,
    campaign_name: campaignName,
    date_range: analysedPeriod(now),
    metrics: metricsOf(all, random),
    line_items: rows.map((row) => ({
      line_item_id: row.id,
      line_item_name: row.name,
      spend: formatMoney(row.spend),
      impressions: formatNumber(row.impressions),
      ctr: percent(ctrOf(row)),
      cpm: formatMoney(round(cpmOf(row))),
      conversions: row.conversions,
      cpa: formatMoney(round(cpaOf(row))),
      pacing: percent(pacingOf(row), 0),
      viewability: `${row.viewability}%`,
    })),
    insights: [
      `${best.name} converts at ${formatMoney(round(cpaOf(best)))} per conversion, the best of ${rows.length} line items.`,
      `${worst.name} has the highest CPA (${formatMoney(round(cpaOf(worst)))}).`,
      lagging.length > 0
        ? `${lagging.length} line item${lagging.length === 1 ? ' is' : 's are'} under-pacing (below 85% of planned spend): ${lagging.map((row) => row.name).join(', ')}.`
        : 'Every line item is pacing within 15% of plan.',
      lowViewability.length > 0
        ? `Viewability is below 55% on ${lowViewability.map((row) => row.name).join(', ')}.`
        : `Average viewability is ${all.viewability}%, above the 55% floor.`,
    ],
    recommendations: [
      {
        title: `Shift ${formatMoney(shiftAmount(worst))} from ${worst.name} to ${best.name}`,
        description: `Its CPA is ${formatMoney(round(cpaOf(best)))} against ${formatMoney(round(cpaOf(worst)))}; moving budget keeps total spend unchanged.`,
        priority: 'high',
        expected_impact: `About ${Math.max(1, Math.round(shiftAmount(worst) / cpaOf(best) - shiftAmount(worst) / cpaOf(worst)))} more conversions over the rest of the flight`,
      },
      ...lagging.slice(0, 2).map(
        (row): Recommendation => ({
          title: `Raise the bid on ${row.name} by 15%`,
          description: `It has spent ${percent(pacingOf(row), 0)} of its planned budget to date and will under-deliver at the current bid.`,
          priority: 'medium',
          expected_impact: 'Pacing back to 95–100% within a week',
        }),
      ),
      ...lowViewability.slice(0, 1).map(
        (row): Recommendation => ({
          title: `Apply a 60% viewability floor to ${row.name}`,
          description: `Its viewability is ${row.viewability}%; a pre-bid floor removes the least visible inventory.`,
          priority: 'medium',
          expected_impact: 'Viewability above 65% at a CPM about 10% higher',
        }),
      ),
      {
        title: 'Tighten the frequency cap to 3 per day',
        description: 'Reach is flattening while impressions grow: the same users see the ads too often.',
        priority: 'low',
        expected_impact: 'About 8% more unique reach for the same spend',
      },
    ],
  };
}

function crossPlatform(context: BuildContext): AnalysisResultJson {
  const { random, now } = context;
  const platforms =
    platformsOfPrior(context) ??
    random.sample(['facebook', 'tiktok', 'dv360', 'ttd', 'google-ads-search'], 4);
  const rows = platforms.map((platform) =>
    performanceOf(random, platform, labelOf(platform), random.int(20, 80) * 1000),
  );
  const all = totals(rows);
  const byCpa = [...rows].sort((a, b) => cpaOf(a) - cpaOf(b));
  const best = byCpa[0]!;
  const worst = byCpa[byCpa.length - 1]!;
  return {
    summary: `Across ${rows.length} platforms the campaign has spent ${formatMoney(all.spend)} of ${formatMoney(all.budget)} for ${formatNumber(all.conversions)} conversions (${formatMoney(round(cpaOf(all)))} CPA). ${labelOf(best.platform)} is the most efficient platform and ${labelOf(worst.platform)} the least.`,
    analysis_type: 'cross_platform',
    platform: 'cross-platform',
    campaign_name: campaignNameOf(context),
    date_range: analysedPeriod(now),
    metrics: metricsOf(all, random),
    platforms: rows.map((row) => ({
      platform: labelOf(row.platform),
      spend: formatMoney(row.spend),
      share_of_spend: percent(row.spend / all.spend, 1),
      impressions: formatNumber(row.impressions),
      ctr: percent(ctrOf(row)),
      conversions: row.conversions,
      cpa: formatMoney(round(cpaOf(row))),
      pacing: percent(pacingOf(row), 0),
    })),
    insights: [
      `${labelOf(best.platform)} delivers conversions at ${formatMoney(round(cpaOf(best)))}, ${(cpaOf(worst) / cpaOf(best)).toFixed(1)}× cheaper than ${labelOf(worst.platform)}.`,
      `${labelOf([...rows].sort((a, b) => ctrOf(b) - ctrOf(a))[0]!.platform)} has the highest click-through rate.`,
      `Overall pacing is ${percent(pacingOf(all), 0)} of plan at mid-flight.`,
    ],
    recommendations: [
      {
        title: `Reallocate ${formatMoney(shiftAmount(worst))} from ${labelOf(worst.platform)} to ${labelOf(best.platform)}`,
        description: `${labelOf(best.platform)} has the lowest CPA; the move keeps the total budget unchanged.`,
        priority: 'high',
        expected_impact: `About ${percent(random.int(6, 14) / 100, 0)} more conversions`,
      },
      {
        title: `Refresh the creatives on ${labelOf([...rows].sort((a, b) => ctrOf(a) - ctrOf(b))[0]!.platform)}`,
        description: 'Its click-through rate has dropped for two weeks in a row, a sign of creative fatigue.',
        priority: 'medium',
        expected_impact: 'CTR back to the campaign average',
      },
    ],
  };
}

function metricsOf(all: ReturnType<typeof totals>, random: Random): AnalysisResultJson['metrics'] {
  const change = () => signedPercent(random.int(-120, 180) / 10 / 100);
  return [
    { name: 'Spend', value: formatMoney(all.spend), change: change() },
    { name: 'Impressions', value: formatNumber(all.impressions), change: change() },
    { name: 'CTR', value: percent(ctrOf(all)), change: change() },
    { name: 'CPM', value: formatMoney(round(cpmOf(all))), change: change() },
    { name: 'Conversions', value: formatNumber(all.conversions), change: change() },
    { name: 'CPA', value: formatMoney(round(cpaOf(all))), change: change() },
    { name: 'Pacing', value: percent(pacingOf(all), 0), change: change() },
  ];
}

function shiftAmount(row: Performance): number {
  return Math.max(1000, Math.round((row.budget * 0.2) / 500) * 500);
}

function round(value: number): number {
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
}

/** The campaign the user is working on, when an earlier result names it. */
export function campaignNameOf(context: BuildContext): string {
  for (const prior of priorResultsOf(context.request)) {
    const json = prior.jsonResponse as Record<string, unknown> | undefined;
    const details = json?.details as Record<string, unknown> | undefined;
    const name = plainString(json?.campaign_name) ?? plainString(details?.campaign_name);
    if (name) return name;
  }
  const advertiser = context.random.pick(ADVERTISERS).replace(/ (Co\.|Group|Inc\.)$/, '');
  return `${advertiser} Q${Math.floor(context.now.getUTCMonth() / 3) + 1} Always-On`;
}

function platformsOfPrior(context: BuildContext): string[] | undefined {
  for (const prior of priorResultsOf(context.request)) {
    const platforms = (prior.jsonResponse as { platforms?: unknown } | undefined)?.platforms;
    if (Array.isArray(platforms) && platforms.length > 1 && platforms.every((p) => typeof p === 'string'))
      return platforms;
  }
  return undefined;
}

/** "Fable Kids Apparel Q4 Always-On" → "FKAQ": the prefix of line-item names. */
export function initialsOf(campaignName: string): string {
  return (
    campaignName
      .split(/\s+/)
      .map((word) => word[0]?.toUpperCase())
      .join('')
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 4) || 'CMP'
  );
}
