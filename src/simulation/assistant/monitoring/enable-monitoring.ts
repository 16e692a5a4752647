import type { AssistantResult } from '../shared/assistant-contract';
import type { BuildContext } from '../shared/build-context';
import { readableDate } from '../shared/calendar-dates';
import { type CampaignFacts, campaignTitle, flightDays, onCampaignInChat } from '../shared/campaign-in-chat';
import type { MonitoringResultJson } from '../shared/campaign-work-shapes';
import { formatMoney, roundMoney } from '../shared/money-amounts';
import { labelOf } from '../shared/platform-catalog';
import { resultPhrases } from '../shared/result-phrases/result-phrases';

type Monitor = MonitoringResultJson['monitors'][number];

const monitor = (name: string, rule: string, severity: Monitor['severity']): Monitor => ({
  monitor: name,
  rule,
  severity,
  status: 'Active',
});

/** What each platform's own review and delivery can go wrong with, beyond pacing and budget. */
const PLATFORM_MONITORS: Readonly<Record<string, readonly Monitor[]>> = {
  facebook: [
    monitor('Ad disapprovals', 'Any ad rejected by Meta review', 'high'),
    monitor('Learning limited', 'An ad set stays "Learning limited" for 3 days', 'medium'),
    monitor('Frequency', 'Frequency above 3 in 7 days', 'low'),
  ],
  gam: [
    monitor('Under-delivery forecast', 'A line item forecast below 95% of its goal', 'high'),
    monitor('Creatives not serving', 'A line item with no active creative', 'high'),
    monitor('Viewability', 'Active View viewable rate below 60%', 'low'),
  ],
  tiktok: [
    monitor('Ad review', 'Any ad rejected in TikTok review', 'high'),
    monitor('Creative fatigue', 'CTR down 30% from the first week', 'medium'),
  ],
  amazon_dsp: [
    monitor('Viewability', 'Viewable impressions below 60%', 'medium'),
    monitor('Product availability', 'An advertised product out of stock', 'high'),
  ],
};

/**
 * enable_campaign_monitoring_{platform}: rules that watch the created campaign from its first
 * flight day, set from its own budget and dates (a rule the campaign cannot inform is left out).
 */
export function enableMonitoring(context: BuildContext): AssistantResult {
  return onCampaignInChat(context, 'monitor', (campaign) => {
    const days = flightDays(campaign);
    const daily = campaign.budget !== null && days > 0 ? campaign.budget / days : undefined;
    const money = (amount: number) => formatMoney(roundMoney(amount), campaign.currency);
    const monitors: Monitor[] = [
      ...(daily !== undefined
        ? [
            monitor(
              'Daily pacing',
              `Spend outside ${money(daily * 0.8)} – ${money(daily * 1.2)} a day (${money(daily)} planned)`,
              'high',
            ),
          ]
        : []),
      monitor('Delivery stopped', 'No impressions for 6 hours during the flight', 'high'),
      ...(campaign.budget !== null
        ? [monitor('Budget nearly spent', `Spend reaches ${money(campaign.budget * 0.9)} (90%)`, 'medium')]
        : []),
      ...(campaign.flight_end_date
        ? [monitor('Flight ending', `3 days before ${readableDate(campaign.flight_end_date)}`, 'low')]
        : []),
      ...(PLATFORM_MONITORS[campaign.platform] ?? []),
    ];
    const json: MonitoringResultJson = {
      summary: `Monitoring is on for ${campaignTitle(campaign)}: ${monitors.length} rules checked every hour${
        campaign.flight_start_date ? ` from ${readableDate(campaign.flight_start_date)}` : ''
      }. Alerts go to you in Sidekick.`,
      platform: campaign.platform,
      campaign,
      monitoring_status: 'enabled',
      metrics: [
        { name: 'Rules', value: String(monitors.length) },
        { name: 'Checked', value: 'Every hour' },
        { name: 'Planned daily spend', value: daily !== undefined ? money(daily) : 'Not known' },
        { name: 'First check', value: firstCheck(campaign, context.now) },
      ],
      monitors,
      insights: insightsFor(campaign, daily, context.now),
    };
    return {
      status: 'completed',
      content: resultPhrases(context).monitoringEnabled(labelOf(campaign.platform)),
      jsonResponse: json,
    };
  });
}

function firstCheck(campaign: CampaignFacts, now: Date): string {
  const start = campaign.flight_start_date;
  return start && start > now.toISOString().slice(0, 10) ? readableDate(start) : 'Within the hour';
}

function insightsFor(campaign: CampaignFacts, daily: number | undefined, now: Date): string[] {
  const insights: string[] = [];
  const today = now.toISOString().slice(0, 10);
  if (campaign.status === 'PAUSED')
    insights.push('The campaign is paused: delivery rules report nothing until it is activated.');
  if (campaign.flight_start_date && campaign.flight_start_date > today)
    insights.push(`The flight starts ${readableDate(campaign.flight_start_date)}: checks begin that day.`);
  if (daily === undefined)
    insights.push('The campaign states no budget or flight dates, so pacing and budget rules are left out.');
  return insights;
}
