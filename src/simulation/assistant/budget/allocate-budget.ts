import { draftFromPlan } from '../planning/plan-dv360';
import type { AssistantResult } from '../shared/assistant-contract';
import { type BuildContext, findPrior } from '../shared/build-context';
import { addDays } from '../shared/calendar-dates';
import { type CampaignFacts, campaignInChat, flightDays } from '../shared/campaign-in-chat';
import { campaignFromJson } from '../shared/campaign-result-json';
import type { AllocationResultJson } from '../shared/campaign-work-shapes';
import { formatMoney, roundMoney } from '../shared/money-amounts';
import { labelOf } from '../shared/platform-catalog';
import { resultPhrases } from '../shared/result-phrases/result-phrases';

type Allocation = AllocationResultJson['allocations'][number];

/** What is allocated: the campaign's total, its parts as stated, its flight. */
interface Plan {
  name: string;
  total: number;
  currency: string;
  start?: string;
  end?: string;
  parts: { name: string; platform: string; budget: number | undefined }[];
  campaign?: CampaignFacts;
}

/**
 * allocate-budget: the total across the line items or platforms the chat's campaign states, the
 * remainder (or excess) spread in proportion; a campaign with one line item is phased across the
 * months of its flight instead, by days.
 */
export function allocateBudget(context: BuildContext): AssistantResult {
  const plan = planOf(context);
  if (!plan) {
    return {
      status: 'completed',
      content: resultPhrases(context).noBudgetToAllocate,
    };
  }
  const byParts = plan.parts.length > 1;
  const allocations = byParts ? acrossParts(plan) : acrossMonths(plan);
  const money = (amount: number) => formatMoney(roundMoney(amount), plan.currency);
  const moved = allocations.reduce((total, row) => total + Math.abs(row.change), 0);
  const json: AllocationResultJson = {
    summary: byParts
      ? `${money(plan.total)} of "${plan.name}" across ${allocations.length} line items${moved > 0 ? `: ${money(moved)} to place so the parts add up to the total` : ': the stated budgets add up to the total'}.`
      : `${money(plan.total)} of "${plan.name}" phased across ${allocations.length} month${allocations.length === 1 ? '' : 's'} of the flight, by days.`,
    campaign_name: plan.name,
    ...(plan.campaign ? { campaign: plan.campaign } : {}),
    basis: byParts ? 'Budgets stated per line item' : 'Flight days per month',
    currency: plan.currency,
    metrics: [
      { name: 'Total budget', value: money(plan.total) },
      { name: byParts ? 'Line items' : 'Months', value: String(allocations.length) },
      { name: 'To reallocate', value: money(moved) },
    ],
    allocations,
    recommendations: recommendationsFor(plan, allocations, money),
  };
  return { status: 'completed', content: resultPhrases(context).allocationReady, jsonResponse: json };
}

function planOf(context: BuildContext): Plan | undefined {
  const campaign = campaignInChat(context.request);
  if (campaign?.budget) {
    return {
      name: campaign.campaign_name,
      total: campaign.budget,
      currency: campaign.currency,
      ...(campaign.flight_start_date && flightDays(campaign) > 0
        ? { start: campaign.flight_start_date, end: campaign.flight_end_date }
        : {}),
      parts: campaign.line_items.map((item) => ({
        name: item.name,
        platform: campaign.platform,
        budget: item.budget ?? undefined,
      })),
      campaign,
    };
  }
  const io = findPrior(context.request, ['campaign-processor', 'campaign-augmentor', 'plan-campaign']);
  if (!io) return undefined;
  const draft =
    (io.action === 'plan-campaign' ? draftFromPlan(io.jsonResponse) : undefined) ??
    campaignFromJson(io.jsonResponse);
  const total = draft.totalBudget ?? draft.lineItems.reduce((sum, item) => sum + (item.budget ?? 0), 0);
  if (!(total > 0)) return undefined;
  return {
    name: draft.campaignName ?? 'Campaign',
    total,
    currency: draft.currency ?? 'USD',
    ...(draft.flightStart && draft.flightEnd ? { start: draft.flightStart, end: draft.flightEnd } : {}),
    parts: draft.lineItems.map((item) => ({
      name: item.name ?? labelOf(item.platform ?? ''),
      platform: item.platform ?? '',
      budget: item.budget,
    })),
  };
}

function acrossParts(plan: Plan): Allocation[] {
  const stated = plan.parts.reduce((sum, part) => sum + (part.budget ?? 0), 0);
  const unstated = plan.parts.filter((part) => part.budget === undefined).length;
  const rest = plan.total - stated;
  return plan.parts.map((part) => {
    // The remainder goes to parts without a budget evenly, else to all in proportion.
    const share =
      unstated > 0
        ? part.budget === undefined
          ? rest / unstated
          : 0
        : stated > 0
          ? (rest * (part.budget ?? 0)) / stated
          : 0;
    const recommended = roundMoney((part.budget ?? 0) + share);
    return row(part.name, part.platform, part.budget ?? null, recommended, plan.total);
  });
}

function acrossMonths(plan: Plan): Allocation[] {
  const platform = plan.parts[0]?.platform ?? '';
  if (!plan.start || !plan.end) return [row(plan.name, platform, plan.total, plan.total, plan.total)];
  const counts = new Map<string, number>();
  for (let day = plan.start; day <= plan.end; day = addDays(day, 1)) {
    const month = new Date(`${day}T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  const days = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return [...counts].map(([month, count]) =>
    row(`${month} (${count} days)`, platform, null, roundMoney((plan.total * count) / days), plan.total),
  );
}

function row(
  allocation: string,
  platform: string,
  current: number | null,
  recommended: number,
  total: number,
): Allocation {
  return {
    allocation,
    platform: platform ? labelOf(platform) : '',
    current_budget: current,
    recommended_budget: recommended,
    change: roundMoney(recommended - (current ?? recommended)),
    share_percent: Math.round((recommended / total) * 1000) / 10,
  };
}

function recommendationsFor(
  plan: Plan,
  allocations: Allocation[],
  money: (amount: number) => string,
): AllocationResultJson['recommendations'] {
  const recommendations: AllocationResultJson['recommendations'] = [];
  const changed = allocations.filter((allocation) => allocation.change !== 0);
  if (changed.length > 0)
    recommendations.push({
      title: 'Match the line items to the total',
      description: `The stated line items leave ${money(plan.total - plan.parts.reduce((sum, part) => sum + (part.budget ?? 0), 0))} unplaced; the table spreads it.`,
      priority: 'high',
    });
  const largest = [...allocations].sort((a, b) => b.share_percent - a.share_percent)[0];
  if (largest && largest.share_percent > 60 && allocations.length > 1)
    recommendations.push({
      title: `Hold back part of ${largest.allocation}`,
      description: `${largest.share_percent}% of the budget sits in one place: keep 10% in reserve until the first two weeks have delivered.`,
      priority: 'medium',
    });
  recommendations.push({
    title: 'Review after the first week',
    description: 'Move budget toward the parts delivering at the lowest CPM once a week of delivery is in.',
    priority: 'low',
  });
  return recommendations;
}
