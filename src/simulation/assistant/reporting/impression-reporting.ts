import type { AssistantResult } from '../shared/assistant-contract';
import type { BuildContext } from '../shared/build-context';
import { addDays, readableDate } from '../shared/calendar-dates';
import {
  type CampaignFacts,
  campaignTitle,
  flightDays,
  namingOf,
  onCampaignInChat,
} from '../shared/campaign-in-chat';
import type { DeliveryRow, ReportingResultJson } from '../shared/campaign-work-shapes';
import { benchmarkCpm } from '../shared/cpm-benchmarks';
import { formatMoney, formatNumber, roundMoney } from '../shared/money-amounts';
import { labelOf } from '../shared/platform-catalog';
import { resultPhrases } from '../shared/result-phrases/result-phrases';

/**
 * get_impression_reporting_{platform}: delivery against the plan, week by week over the flight.
 * The plan is the campaign's budget spread evenly over its flight dates; delivery is what the
 * simulated platform served on the days of the flight that have passed (a created campaign stays
 * paused until its first flight day), the same every time for the same campaign and day.
 */
export function impressionReport(context: BuildContext): AssistantResult {
  return onCampaignInChat(context, 'report on', (campaign) => {
    const days = flightDays(campaign);
    if (campaign.budget === null || days === 0) {
      return {
        status: 'completed',
        content: resultPhrases(context).nothingToReportAgainst(
          namingOf(campaign),
          campaign.budget === null ? 'budget' : 'flight-dates',
        ),
      };
    }
    const cpm = benchmarkCpm(campaign.platform);
    const today = context.now.toISOString().slice(0, 10);
    const delivery = weeklyRows(campaign, days, cpm, today);
    const sum = (pick: (row: DeliveryRow) => number | null) =>
      delivery.reduce((total, row) => total + (pick(row) ?? 0), 0);
    const planned = sum((row) => row.planned_impressions);
    const delivered = sum((row) => row.delivered_impressions);
    const plannedToDate = delivery
      .filter((row) => row.delivered_impressions !== null)
      .reduce((total, row) => total + row.planned_impressions, 0);
    const pacing = plannedToDate > 0 ? Math.round((delivered / plannedToDate) * 100) : null;
    const money = (amount: number) => formatMoney(roundMoney(amount), campaign.currency);
    const json: ReportingResultJson = {
      summary: summaryOf(campaign, { planned, delivered, pacing, weeks: delivery.length, today, money }),
      platform: campaign.platform,
      campaign,
      report_date: today,
      currency: campaign.currency,
      plan_basis: `The budget spread evenly over the flight, bought at ${money(cpm)} CPM (${labelOf(campaign.platform)}'s benchmark: the campaign states no CPM).`,
      totals: {
        planned_impressions: planned,
        delivered_impressions: delivered,
        planned_spend: roundMoney(sum((row) => row.planned_spend)),
        delivered_spend: roundMoney(sum((row) => row.delivered_spend)),
        pacing_percent: pacing,
      },
      delivery,
    };
    return {
      status: 'completed',
      content: resultPhrases(context).reportReady(labelOf(campaign.platform)),
      jsonResponse: json,
    };
  });
}

function weeklyRows(campaign: CampaignFacts, days: number, cpm: number, today: string): DeliveryRow[] {
  const dailySpend = (campaign.budget ?? 0) / days;
  const rows: DeliveryRow[] = [];
  let plannedSoFar = 0;
  let deliveredSoFar = 0;
  for (let offset = 0; offset < days; offset += 7) {
    const week = Array.from({ length: Math.min(7, days - offset) }, (_, i) =>
      addDays(campaign.flight_start_date, offset + i),
    );
    const served = week.filter((day) => day < today);
    // Rounded as running totals, so the weeks add up to the budget to the cent.
    const plannedSpend = roundMoney(dailySpend * (offset + week.length)) - roundMoney(dailySpend * offset);
    const deliveredSpend = served.reduce((total, day) => total + dailySpend * pace(campaign, day), 0);
    const plannedImpressions = Math.round((plannedSpend / cpm) * 1000);
    plannedSoFar += plannedImpressions;
    const deliveredImpressions = served.length > 0 ? Math.round((deliveredSpend / cpm) * 1000) : null;
    deliveredSoFar += deliveredImpressions ?? 0;
    rows.push({
      week_starting: week[0] ?? campaign.flight_start_date,
      planned_impressions: plannedImpressions,
      delivered_impressions: deliveredImpressions,
      planned_spend: roundMoney(plannedSpend),
      delivered_spend: served.length > 0 ? roundMoney(deliveredSpend) : null,
      pacing_percent: served.length > 0 ? Math.round((deliveredSoFar / plannedSoFar) * 100) : null,
    });
  }
  return rows;
}

/** How much of a day's plan the platform served: 80% to 110%, fixed for a campaign and day. */
function pace(campaign: CampaignFacts, day: string): number {
  let hash = 2166136261;
  for (const char of `${campaign.campaign_id}|${day}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return 0.8 + ((hash >>> 0) % 31) / 100;
}

function summaryOf(
  campaign: CampaignFacts,
  figures: {
    planned: number;
    delivered: number;
    pacing: number | null;
    weeks: number;
    today: string;
    money: (amount: number) => string;
  },
): string {
  const plan = `The plan: ${formatNumber(figures.planned)} impressions and ${figures.money(campaign.budget ?? 0)} over ${figures.weeks} week${figures.weeks === 1 ? '' : 's'}`;
  if (campaign.flight_start_date >= figures.today)
    return `Nothing delivered yet: ${campaignTitle(campaign)} starts ${readableDate(campaign.flight_start_date)}. ${plan}.`;
  const verdict =
    figures.pacing === null
      ? ''
      : figures.pacing < 90
        ? ' – behind plan'
        : figures.pacing > 110
          ? ' – ahead of plan'
          : ' – on plan';
  return `${formatNumber(figures.delivered)} impressions delivered to ${readableDate(figures.today)}, ${figures.pacing ?? 0}% of the plan to date${verdict}. ${plan}.`;
}
