import { campaignNameOf, initialsOf } from '../analysis/analyze-campaign';
import { lineItemPerformance } from '../analysis/performance-data';
import type { AssistantResult } from '../shared/assistant-contract';
import { type BuildContext, findPrior } from '../shared/build-context';
import { formatMoney } from '../shared/money-amounts';
import { labelOf } from '../shared/platform-catalog';
import { resultPhrases } from '../shared/result-phrases/result-phrases';
import type { AnalysisResultJson, ExecutorResultJson } from '../shared/result-shapes';
import type { Random } from '../shared/seeded-random';

type Change = ExecutorResultJson['executed_changes'][number];

/** optimization-executor: the optimizations pushed to the platform, line item by line item. */
export function executeOptimization(context: BuildContext, subAction: string | undefined): AssistantResult {
  const { random, now } = context;
  const analysis = findPrior(context.request, ['analyze-campaign', 'optimize-campaign'])?.jsonResponse as
    | AnalysisResultJson
    | undefined;
  const platform =
    subAction ?? (analysis?.platform && analysis.platform !== 'cross-platform' ? analysis.platform : 'dv360');
  const prefix = initialsOf(analysis?.campaign_name ?? campaignNameOf(context));
  const lineItems = lineItemsToChange(analysis, platform, random, prefix);
  const changes = lineItems.map((item, index) => changeFor(item, index, random));
  // A real run rarely applies everything: one change bounces off an archived or locked line item.
  const failedIndex = random.chance(0.5) ? random.int(0, changes.length - 1) : -1;
  const executed = changes.map(
    (change, index): Change => (index === failedIndex ? { ...change, status: 'failed' } : change),
  );
  const failed = executed.filter((change) => change.status === 'failed').length;

  const json: ExecutorResultJson = {
    summary: `Applied ${executed.length - failed} of ${executed.length} optimizations on ${labelOf(platform)} across ${lineItems.length} line items${
      failed > 0 ? `; ${failed} change was rejected by the platform and needs a manual look` : ''
    }.`,
    status: failed > 0 ? 'completed_with_errors' : 'completed',
    platform,
    optimization_id: `opt-${random.digits(8)}`,
    executed_at: now.toISOString(),
    total_affected: lineItems.length,
    affected_line_items: lineItems.map((item) => ({ line_item_id: item.id, line_item_name: item.name })),
    executed_changes: executed,
  };
  return {
    status: 'completed',
    content: resultPhrases(context).optimizationExecuted,
    jsonResponse: json,
  };
}

interface Target {
  id: string;
  name: string;
}

/** The analysed line items when there is an analysis, topped up so that more than five are affected. */
function lineItemsToChange(
  analysis: AnalysisResultJson | undefined,
  platform: string,
  random: Random,
  prefix: string,
): Target[] {
  const fromAnalysis = (analysis?.line_items ?? []).map((row) => ({
    id: String(row.line_item_id ?? random.digits(8)),
    name: String(row.line_item_name ?? 'Line item'),
  }));
  const wanted = random.int(7, 12);
  const extra = lineItemPerformance(random, platform, prefix, 7).map((row) => ({
    id: row.id,
    name: row.name,
  }));
  const all = [
    ...fromAnalysis,
    ...extra.filter((row) => !fromAnalysis.some((known) => known.name === row.name)),
  ];
  while (all.length < wanted) {
    all.push({ id: random.digits(8), name: `${prefix}_Geo_Split_${all.length + 1}` });
  }
  return all.slice(0, Math.max(wanted, Math.min(fromAnalysis.length, 12)));
}

function changeFor(item: Target, index: number, random: Random): Change {
  const base = { line_item: item.name, line_item_id: item.id, status: 'applied' as const };
  switch (index % 4) {
    case 0: {
      const from = random.int(40, 160) * 100;
      return {
        ...base,
        change: 'Budget reallocation',
        from: formatMoney(from),
        to: formatMoney(Math.round(from * 1.2)),
      };
    }
    case 1: {
      const bid = random.int(40, 180) / 10;
      return {
        ...base,
        change: 'Bid adjustment',
        from: `${formatMoney(bid)} CPM`,
        to: `${formatMoney(Math.round(bid * 115) / 100)} CPM`,
      };
    }
    case 2:
      return { ...base, change: 'Frequency cap', from: 'None', to: '3 per day' };
    default:
      return { ...base, change: 'Viewability floor', from: 'Off', to: '60%' };
  }
}
