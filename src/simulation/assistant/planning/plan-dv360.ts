import type { AssistantResult } from '../shared/assistant-contract';
import { type BuildContext, findPrior } from '../shared/build-context';
import { daysBetween } from '../shared/calendar-dates';
import { type CampaignDraft, emptyDraft, type LineItemDraft } from '../shared/campaign-draft';
import { campaignInChat } from '../shared/campaign-in-chat';
import { campaignFromJson } from '../shared/campaign-result-json';
import type { PlanResultJson } from '../shared/campaign-work-shapes';
import { formatMoney, formatNumber } from '../shared/money-amounts';
import { resultPhrases } from '../shared/result-phrases/result-phrases';
import { missingValue } from '../shared/tracked-field';

const DV360_PLATFORMS = ['dv360', 'youtube-dv360'];

/**
 * plan_dv360_campaign (plan-campaign): the DV360 structure for the chat's campaign, one insertion
 * order and a line item per DV360 or YouTube line of the insertion order (else one for the
 * campaign), with the IO's budgets, dates and CPMs; the partner and advertiser ids stay missing
 * unless a file states them.
 */
export function planDv360Campaign(context: BuildContext): AssistantResult {
  const draft = draftOf(context);
  if (!draft) {
    return {
      status: 'completed',
      content: resultPhrases(context).nothingToPlan,
    };
  }
  const dv360Items = draft.lineItems.filter((item) => DV360_PLATFORMS.includes(item.platform ?? ''));
  const items: LineItemDraft[] =
    dv360Items.length > 0
      ? dv360Items
      : [{ platform: 'dv360', name: draft.campaignName, budget: draft.totalBudget }];
  const budget = items.reduce((sum, item) => sum + (item.budget ?? 0), 0);
  const currency = draft.currency ?? 'USD';
  const days = draft.flightStart && draft.flightEnd ? daysBetween(draft.flightStart, draft.flightEnd) + 1 : 0;
  const impressions = items.reduce(
    (sum, item) =>
      sum + (item.impressions ?? (item.budget && item.cpm ? (item.budget / item.cpm) * 1000 : 0)),
    0,
  );
  const json: PlanResultJson = {
    summary: `A DV360 plan for "${draft.campaignName ?? 'the campaign'}": one insertion order of ${formatMoney(budget, currency)} with ${items.length} line item${items.length === 1 ? '' : 's'}${days ? ` over ${days} days` : ''}${dv360Items.length === 0 ? ' (the insertion order names no DV360 line, so the whole budget is planned)' : ''}.`,
    platform: 'dv360',
    campaign_name: draft.campaignName ?? '',
    advertiser: draft.advertiser ?? '',
    date_range: { start_date: draft.flightStart ?? '', end_date: draft.flightEnd ?? '' },
    metrics: [
      { name: 'Budget', value: formatMoney(budget, currency) },
      { name: 'Line items', value: String(items.length) },
      { name: 'Flight', value: days ? `${days} days` : 'Not stated' },
      {
        name: 'Planned impressions',
        value: impressions > 0 ? formatNumber(Math.round(impressions)) : 'Not stated',
      },
    ],
    insertion_order: {
      display_name: `${draft.campaignName ?? 'Campaign'} | DV360`,
      budget,
      pacing: 'Even over the flight',
      frequency_cap: days > 30 ? '5 per week' : '3 per day',
      partner_id: missingValue('No file of this chat states the DV360 partner id.'),
      advertiser_id: missingValue('No file of this chat states the DV360 advertiser id.'),
    },
    planned_line_items: items.map((item) => ({
      display_name: item.name ?? draft.campaignName ?? 'Line item',
      line_item_type: item.platform === 'youtube-dv360' ? 'YouTube & partners' : 'Display',
      budget: item.budget ?? null,
      bid_strategy: item.cpm ? `Fixed CPM ${formatMoney(item.cpm, currency)}` : 'Maximise impressions',
      start_date: item.startDate ?? draft.flightStart ?? '',
      end_date: item.endDate ?? draft.flightEnd ?? '',
    })),
    recommendations: [
      {
        title: 'Enter the partner and advertiser ids',
        description:
          'They are not in the files of this chat; the plan cannot be pushed to DV360 without them.',
        priority: 'high',
      },
      {
        title: 'Add brand-safety and viewability targeting',
        description: 'Exclude sensitive categories and target 70% predicted viewability on every line item.',
        priority: 'medium',
      },
    ],
    missing_values: ['partner_id', 'advertiser_id'],
  };
  return { status: 'completed', content: resultPhrases(context).planReady, jsonResponse: json };
}

function draftOf(context: BuildContext): CampaignDraft | undefined {
  const io = findPrior(context.request, [
    'campaign-processor',
    'campaign-augmentor',
    'media-brief-processor',
  ]);
  if (io) return campaignFromJson(io.jsonResponse);
  const campaign = campaignInChat(context.request);
  if (!campaign) return undefined;
  return {
    ...emptyDraft(),
    campaignName: campaign.campaign_name,
    advertiser: campaign.advertiser,
    totalBudget: campaign.budget ?? undefined,
    currency: campaign.currency,
    flightStart: campaign.flight_start_date || undefined,
    flightEnd: campaign.flight_end_date || undefined,
    lineItems: [],
  };
}

/** The campaign a DV360 plan describes, so "create the campaign on DV360" builds from the plan. */
export function draftFromPlan(json: unknown): CampaignDraft | undefined {
  const plan = json as Partial<PlanResultJson> | undefined;
  if (!plan || !Array.isArray(plan.planned_line_items)) return undefined;
  const number = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);
  const words = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const budget = number(plan.insertion_order?.budget);
  return {
    ...emptyDraft(),
    campaignName: words(plan.campaign_name),
    advertiser: words(plan.advertiser),
    flightStart: words(plan.date_range?.start_date),
    flightEnd: words(plan.date_range?.end_date),
    ...(budget !== undefined ? { totalBudget: budget } : {}),
    lineItems: plan.planned_line_items.map((item) => ({
      platform: item.line_item_type === 'YouTube & partners' ? 'youtube-dv360' : 'dv360',
      name: words(item.display_name),
      budget: number(item.budget),
      startDate: words(item.start_date),
      endDate: words(item.end_date),
    })),
  };
}
