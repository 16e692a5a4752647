import type { AssistantResult } from '../shared/assistant-contract';
import { filesOfKind } from '../shared/attachment-kinds';
import type { BuildContext } from '../shared/build-context';
import { labelOf } from '../shared/platform-catalog';
import { resultPhrases } from '../shared/result-phrases/result-phrases';
import { sampleCampaign } from '../shared/sample-data';
import { buildValidation, type ValidationIssue } from '../shared/validation-block';
import { extractInsertionOrder } from './io-extraction';

/** Platform mixes by campaign objective, with their budget shares. */
const MIXES: Readonly<Record<string, readonly [string, number, string][]>> = {
  awareness: [
    ['youtube-dv360', 0.35, 'Sight, sound and motion at scale for reach'],
    ['ttd', 0.25, 'Premium CTV inventory for the living-room screen'],
    ['tiktok', 0.25, 'Reach with younger audiences in a sound-on feed'],
    ['facebook', 0.15, 'Frequency-managed reach across Facebook and Instagram'],
  ],
  consideration: [
    ['facebook', 0.35, 'Video views and engagement with rich audience targeting'],
    ['dv360', 0.3, 'Contextual and in-market audiences across the open web'],
    ['reddit', 0.15, 'Community conversations where buyers research'],
    ['google-ads-search', 0.2, 'Capture the demand the rest of the mix creates'],
  ],
  conversion: [
    ['google-ads-search', 0.4, 'High-intent searchers close to purchase'],
    ['google-ads-pmax', 0.25, 'Automated bidding across Google inventory towards conversions'],
    ['facebook', 0.25, 'Retargeting and lookalikes with conversion optimisation'],
    ['amazon_dsp', 0.1, 'Shoppers in market for the category'],
  ],
};

/** media-brief-processor: a brief's objective, audience and budget turned into a recommended plan. */
export function processMediaBrief(context: BuildContext): AssistantResult {
  const { request, random, now } = context;
  const brief = filesOfKind(request.attachments, 'media-brief')[0];
  const text =
    (brief && (request.documentText[brief.gcsPath ?? ''] ?? request.documentText[brief.name])) ||
    request.text;
  const read = extractInsertionOrder(text);
  const sample = sampleCampaign(random, now, undefined, request.currency);
  const objective = objectiveOf(text);
  const budget = read.totalBudget ?? sample.totalBudget ?? 100000;
  const filled = [
    read.advertiser ? undefined : 'advertiser',
    read.totalBudget ? undefined : 'budget',
    read.flightStart ? undefined : 'flight dates',
    read.audience ? undefined : 'target audience',
  ].filter((field): field is string => Boolean(field));
  const issues: ValidationIssue[] = filled.map((field) => ({
    field,
    severity: 'warning',
    message: `The brief does not state the ${field}; a sample value is used.`,
  }));
  const mix = MIXES[objective] ?? MIXES.awareness ?? [];
  return {
    status: 'completed',
    content: resultPhrases(context).briefRead,
    jsonResponse: {
      pdf_processing_note: brief
        ? `Brief "${brief.name}" processed.${filled.length > 0 ? ` Not stated there: ${filled.join(', ')}.` : ''}`
        : 'No brief file was attached: the brief was read from your message.',
      summary: `${objective === 'awareness' ? 'An' : 'A'} ${objective} campaign for ${read.advertiser ?? sample.advertiser} with ${budget.toLocaleString('en-US', { style: 'currency', currency: read.currency ?? sample.currency, maximumFractionDigits: 0 })}: ${mix.map(([platform]) => labelOf(platform)).join(', ')} recommended.`,
      advertiser: read.advertiser ?? sample.advertiser,
      campaign_objective: objective,
      target_audience: read.audience ?? sample.audience,
      budget,
      currency: read.currency ?? sample.currency,
      flight_start_date: read.flightStart ?? sample.flightStart,
      flight_end_date: read.flightEnd ?? sample.flightEnd,
      recommended_platforms: mix.map(([platform, share, rationale]) => ({
        platform,
        budget_share: `${Math.round(share * 100)}%`,
        budget: Math.round(budget * share),
        rationale,
      })),
      kpis: read.kpis.length > 0 ? read.kpis : sample.kpis,
      key_messages: [
        'Lead with the product benefit in the first two seconds',
        'One clear call to action per format',
      ],
      validation: buildValidation(issues, 8),
    },
  };
}

function objectiveOf(text: string): 'awareness' | 'consideration' | 'conversion' {
  const lower = text.toLowerCase();
  if (/\b(conversions?|sales|purchases?|leads?|cpa|roas|acquisition)\b/.test(lower)) return 'conversion';
  if (/\b(consideration|engagement|traffic|visits|video views)\b/.test(lower)) return 'consideration';
  return 'awareness';
}
