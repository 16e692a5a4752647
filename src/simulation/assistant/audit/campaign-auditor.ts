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
import type { AuditFinding, AuditResultJson } from '../shared/campaign-work-shapes';
import { formatMoney } from '../shared/money-amounts';
import { labelOf } from '../shared/platform-catalog';
import { resultPhrases } from '../shared/result-phrases/result-phrases';

type Platform = AuditResultJson['platform'];
/** One check: a finding when it fails, nothing when it passes. */
type Check = { name: string; run: (campaign: CampaignFacts, today: string) => AuditFinding | undefined };

const finding = (
  severity: AuditFinding['severity'],
  area: string,
  text: string,
  recommendation: string,
): AuditFinding => ({ severity, area, finding: text, recommendation });

const COMMON: readonly Check[] = [
  {
    name: 'Status',
    run: (c, today) => {
      if (c.status !== 'PAUSED' || !c.flight_start_date) return undefined;
      const soon = c.flight_start_date <= addDays(today, 3);
      return finding(
        soon ? 'high' : 'low',
        'Status',
        `The campaign is paused and its flight starts ${readableDate(c.flight_start_date)}.`,
        soon
          ? 'Activate it now or it will miss its first days.'
          : 'Schedule it to activate on its first flight day.',
      );
    },
  },
  {
    name: 'Budget',
    run: (c) => {
      if (c.budget === null)
        return finding(
          'high',
          'Budget',
          'The campaign has no budget.',
          'Set the budget from the insertion order.',
        );
      const parts = c.line_items.filter((item) => item.budget !== null);
      const sum = parts.reduce((total, item) => total + (item.budget ?? 0), 0);
      if (parts.length === 0 || Math.abs(sum - c.budget) < 1) return undefined;
      return finding(
        'high',
        'Budget',
        `The ${parts.length} budgets below the campaign add up to ${formatMoney(sum, c.currency)}, the campaign's is ${formatMoney(c.budget, c.currency)}.`,
        'Make the parts add up to the campaign budget.',
      );
    },
  },
  {
    name: 'Flight dates',
    run: (c) => {
      const days = flightDays(c);
      if (days === 0)
        return finding(
          'high',
          'Flight',
          'The flight dates are missing or end before they start.',
          'Set them from the insertion order.',
        );
      if (days > 90)
        return finding(
          'low',
          'Creative',
          `A ${days}-day flight runs one set of creatives throughout.`,
          'Plan a creative refresh every 4 to 6 weeks.',
        );
      return undefined;
    },
  },
  {
    name: 'Naming convention',
    run: (c) =>
      c.advertiser && !c.campaign_name.toLowerCase().includes(c.advertiser.split(' ')[0]?.toLowerCase() ?? '')
        ? finding(
            'low',
            'Naming',
            `"${c.campaign_name}" does not name the advertiser.`,
            `Use "${c.advertiser} | ${c.campaign_name} | ${labelOf(c.platform)}" so reports group it.`,
          )
        : undefined,
  },
];

const REGULATED = /\b(credit|bank|loan|mortgage|housing|realty|real estate|jobs?|careers?|insurance)\b/i;

const PLATFORM_CHECKS: Readonly<Record<Platform, readonly Check[]>> = {
  facebook: [
    {
      name: 'Ad sets',
      run: (c) =>
        c.line_items.length <= 1
          ? finding(
              'low',
              'Structure',
              'One ad set carries the whole budget.',
              'Split prospecting and retargeting so Meta can learn each audience.',
            )
          : undefined,
    },
    {
      name: 'Creatives',
      run: (c) =>
        c.creatives?.length
          ? undefined
          : finding(
              'medium',
              'Creative',
              'No creatives were processed with this campaign.',
              'Upload at least a 1:1 and a 9:16 image or video before launch.',
            ),
    },
    {
      name: 'Pixel and conversion event',
      run: () =>
        finding(
          'medium',
          'Tracking',
          'No file of this chat states the Meta pixel or the conversion event.',
          'Confirm the pixel id and the optimisation event in Ads Manager.',
        ),
    },
    {
      name: 'Special ad category',
      run: (c) =>
        REGULATED.test(`${c.advertiser} ${c.campaign_name}`)
          ? finding(
              'high',
              'Policy',
              `"${c.advertiser}" looks like a regulated category and none is declared.`,
              'Declare the special ad category (credit, housing or employment) or Meta will reject the ads.',
            )
          : undefined,
    },
  ],
  gam: [
    {
      name: 'Creatives',
      run: (c) =>
        c.creatives?.length
          ? undefined
          : finding(
              'high',
              'Creative',
              'No creatives are associated with the line items: they will not serve.',
              'Assign creatives in the sizes the line items expect.',
            ),
    },
    {
      name: 'Ad units',
      run: () =>
        finding(
          'high',
          'Targeting',
          'No file of this chat names the ad units to target.',
          'Add the inventory (ad units or placements) from the publisher.',
        ),
    },
    {
      name: 'Delivery forecast',
      run: (c) => {
        const forecast = 85 + (hashOf(c.campaign_id) % 26);
        return forecast < 95
          ? finding(
              'medium',
              'Delivery',
              `The forecast covers ${forecast}% of the goal impressions.`,
              'Widen the targeting or lower the goal before launch.',
            )
          : undefined;
      },
    },
    {
      name: 'Frequency cap',
      run: () =>
        finding(
          'low',
          'Frequency',
          'No frequency cap is set on the order.',
          'Cap at 3 impressions a day per user.',
        ),
    },
  ],
};

const SEVERITY_COST: Readonly<Record<AuditFinding['severity'], number>> = { high: 15, medium: 7, low: 3 };

/** The campaign auditors for Facebook and Google Ad Manager: findings with severity, checked on the created campaign. */
export function auditCampaign(context: BuildContext, platform: Platform): AssistantResult {
  return onCampaignInChat(context, 'audit', (campaign) => {
    if (campaign.platform !== platform) {
      return {
        status: 'completed',
        content: resultPhrases(context).notAnAuditedPlatform(namingOf(campaign), labelOf(platform)),
      };
    }
    const today = context.now.toISOString().slice(0, 10);
    const checks = [...COMMON, ...PLATFORM_CHECKS[platform]];
    const results = checks.map((check) => ({ name: check.name, found: check.run(campaign, today) }));
    const findings = results.flatMap((result) => (result.found ? [result.found] : []));
    const order = { high: 0, medium: 1, low: 2 };
    findings.sort((a, b) => order[a.severity] - order[b.severity]);
    const score = Math.max(
      0,
      100 - findings.reduce((total, item) => total + SEVERITY_COST[item.severity], 0),
    );
    const count = (severity: AuditFinding['severity']) =>
      findings.filter((item) => item.severity === severity).length;
    const json: AuditResultJson = {
      summary: `Audit of ${campaignTitle(campaign)}: score ${score}/100, ${findings.length} finding${findings.length === 1 ? '' : 's'} (${count('high')} high, ${count('medium')} medium, ${count('low')} low) in ${checks.length} checks.`,
      platform,
      campaign,
      audit_score: score,
      checks_run: checks.length,
      findings,
      passed_checks: results.filter((result) => !result.found).map((result) => result.name),
    };
    return {
      status: 'completed',
      content: resultPhrases(context).auditDone(labelOf(platform)),
      jsonResponse: json,
    };
  });
}

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}
