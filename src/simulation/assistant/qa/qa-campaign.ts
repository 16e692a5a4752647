import { campaignNameOf } from '../analysis/analyze-campaign';
import type { AssistantResult } from '../shared/assistant-contract';
import { type BuildContext, findPrior, priorResultsOf } from '../shared/build-context';
import { addDays, readableDate } from '../shared/calendar-dates';
import { type CampaignFacts, campaignInChat } from '../shared/campaign-in-chat';
import { formatMoney } from '../shared/money-amounts';
import { defaultPlatform, isApiAction, labelOf, platformById } from '../shared/platform-catalog';
import { resultPhrases } from '../shared/result-phrases/result-phrases';
import type { ApiResultJson, LaunchResultJson, QaResultJson } from '../shared/result-shapes';
import { plainNumber } from '../shared/tracked-field';

interface Planned {
  field: string;
  expected: string;
  /** How the live value drifts from the plan when the check fails. */
  drift: (expected: string) => string;
  notes: string;
}

/** qa-campaign: what was planned (the created campaign, its launch configuration) against what is live. */
export function qaCampaign(context: BuildContext, subAction: string | undefined): AssistantResult {
  const { random } = context;
  const phrases = resultPhrases(context);
  const campaign = campaignInChat(context.request);
  const launch = findPrior(context.request, ['campaign-launcher', 'launch-augmentor'])?.jsonResponse as
    | LaunchResultJson
    | undefined;
  if (!campaign && !launch) return { status: 'completed', content: phrases.noCampaign('QA') };
  const platform = subAction ?? campaign?.platform ?? platformOfPrior(context) ?? defaultPlatform().id;
  const created = priorResultsOf(context.request).find((prior) => isApiAction(prior.action))?.jsonResponse as
    | ApiResultJson
    | undefined;
  const campaignName = campaign?.campaign_name || launch?.campaign_name || campaignNameOf(context);
  const planned = plannedValues(platform, campaign, launch, campaignName);
  // One to three fields drift, as they do when a trafficker edits a campaign by hand.
  const failing = new Set(
    random.sample(
      planned.map((check) => check.field),
      random.int(1, 3),
    ),
  );
  const comparisons = planned.map((check) => {
    const match = !failing.has(check.field);
    return {
      field: check.field,
      expected: check.expected,
      actual: match ? check.expected : check.drift(check.expected),
      match,
      notes: match ? 'Matches the plan' : check.notes,
    };
  });
  const failed = comparisons.filter((comparison) => !comparison.match).length;
  const json: QaResultJson = {
    summary: `${comparisons.length - failed} of ${comparisons.length} checks match the plan on ${labelOf(platform)}. ${failed} mismatch${failed === 1 ? '' : 'es'} to correct: ${comparisons
      .filter((comparison) => !comparison.match)
      .map((comparison) => comparison.field.toLowerCase())
      .join(', ')}.`,
    overall_status: failed === 0 ? 'passed' : 'failed',
    platform,
    campaign_id: campaign?.campaign_id || created?.campaign_id || '',
    campaign_name: campaignName,
    checks_passed: comparisons.length - failed,
    checks_failed: failed,
    comparisons,
    ...(campaign ? { campaign } : {}),
  };
  return {
    status: 'completed',
    content: phrases.qaDone,
    jsonResponse: json,
  };
}

function plannedValues(
  platform: string,
  campaign: CampaignFacts | undefined,
  launch: LaunchResultJson | undefined,
  campaignName: string,
): Planned[] {
  const config = launch?.platform_configurations[platform] ?? {};
  const stated = campaign?.budget ?? plainNumber(config.budget) ?? launch?.total_budget;
  const budget = stated !== undefined && stated > 0 ? stated : undefined;
  const start = campaign?.flight_start_date || launch?.flight_start_date;
  const end = campaign?.flight_end_date || launch?.flight_end_date;
  const currency = campaign?.currency ?? launch?.currency ?? 'USD';
  const checks: (Planned | undefined)[] = [
    {
      field: 'Campaign name',
      expected: campaignName,
      drift: (v) => `${v} - copy`,
      notes: 'Name differs: a duplicated campaign may be live',
    },
    // A value the campaign does not state is not checked (never compared with a made-up plan).
    budget === undefined
      ? undefined
      : {
          field: 'Budget',
          expected: formatMoney(budget, currency),
          drift: () => formatMoney(Math.round(budget * 1.1), currency),
          notes: 'Live budget is 10% above the IO',
        },
    start
      ? {
          field: 'Flight start',
          expected: readableDate(start),
          drift: () => readableDate(addDays(start, 1)),
          notes: 'Starts one day late',
        }
      : undefined,
    end
      ? {
          field: 'Flight end',
          expected: readableDate(end),
          drift: () => readableDate(addDays(end, 3)),
          notes: 'Runs past the IO end date',
        }
      : undefined,
    {
      field: 'Pacing',
      expected: 'Even',
      drift: () => 'ASAP',
      notes: 'ASAP pacing will spend the budget early',
    },
    { field: 'Frequency cap', expected: '3 per day', drift: () => 'None', notes: 'No frequency cap is set' },
    {
      field: 'Geo targeting',
      expected: 'As planned',
      drift: () => 'United States (all)',
      notes: 'Geo targeting is wider than planned',
    },
    {
      field: 'Brand safety',
      expected: 'Standard',
      drift: () => 'Off',
      notes: 'Brand-safety filtering is off',
    },
    {
      field: 'Tracking',
      expected: 'Pixel and UTM parameters',
      drift: () => 'UTM parameters missing',
      notes: 'Landing URLs carry no UTM parameters',
    },
    {
      field: 'Status',
      expected: 'Paused until launch date',
      drift: () => 'Active',
      notes: 'Campaign is already active',
    },
  ];
  return checks.filter((check): check is Planned => check !== undefined);
}

function platformOfPrior(context: BuildContext): string | undefined {
  for (const prior of priorResultsOf(context.request)) {
    const id = prior.subAction ? platformById(prior.subAction)?.id : undefined;
    if (id) return id;
  }
  return undefined;
}
