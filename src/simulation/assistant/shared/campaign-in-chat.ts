import type { AssistantResult, PriorResult } from './assistant-contract';
import { type BuildContext, type ChatResults, priorResultsOf } from './build-context';
import { readableDate } from './calendar-dates';
import { formatMoney } from './money-amounts';
import { isApiAction, labelOf, platformById } from './platform-catalog';
import { type CampaignNaming, type CampaignWork, resultPhrases } from './result-phrases/result-phrases';

/**
 * A campaign created on a platform, as the chat holds it: what the platform API (or a fast-track's
 * last step) answered. The agents that work on a live campaign (screenshots, monitoring, reporting,
 * budget allocation, audits, creatives, QA) read it from here and carry it in their own result as
 * `campaign`, so the next step finds it whatever result came last. Nothing here is made up: a
 * value the created campaign does not hold is empty (or null for amounts).
 */
export interface CampaignFacts {
  campaign_id: string;
  campaign_name: string;
  advertiser: string;
  /** Destination id (spec 1 §1). */
  platform: string;
  status: string;
  budget: number | null;
  currency: string;
  flight_start_date: string;
  flight_end_date: string;
  campaign_url: string;
  line_items: { name: string; budget: number | null }[];
  /** The creatives a fast-track processed with it, when it did. */
  creatives?: { name: string; size: string; format: string }[];
}

type Json = Record<string, unknown>;

const asJson = (value: unknown): Json | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const amount = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
};

/** The campaign the message acts on: a referenced result first, then the chat's latest. */
export function campaignInChat(request: ChatResults): CampaignFacts | undefined {
  for (const prior of priorResultsOf(request)) {
    const found = campaignOfResult(prior);
    if (found) return found;
  }
  return undefined;
}

/** The campaign a result created or works on, if it is about one. */
export function campaignOfResult(prior: PriorResult): CampaignFacts | undefined {
  const json = asJson(prior.jsonResponse);
  if (!json) return undefined;
  const carried = asJson(json.campaign);
  if (carried && text(carried.campaign_id) && text(carried.platform))
    return carried as unknown as CampaignFacts;
  const api = asJson(json.api_result);
  if (api && api.success === true) return fromApiResult(api, json);
  if (isApiAction(prior.action) && json.success === true && text(json.campaign_id))
    return fromApiResult(json, {});
  return undefined;
}

/** A platform API answer (create-on-platform's shape), with the run's own fields as a fallback. */
function fromApiResult(api: Json, run: Json): CampaignFacts | undefined {
  const details = asJson(api.details) ?? {};
  const platform = platformById(text(api.platform) || text(run.platform))?.id;
  const campaignId = text(api.campaign_id);
  if (!platform || !campaignId) return undefined;
  const children = Array.isArray(details.created_items) ? details.created_items.map(asJson) : [];
  return {
    campaign_id: campaignId,
    campaign_name: text(details.campaign_name) || text(run.campaign_name),
    advertiser: text(details.advertiser) || text(run.advertiser),
    platform,
    status: text(details.status) || 'PAUSED',
    budget: amount(details.budget),
    currency: text(details.currency) || 'USD',
    flight_start_date: text(details.flight_start_date),
    flight_end_date: text(details.flight_end_date),
    campaign_url: text(api.campaign_url),
    line_items: children
      .filter((child): child is Json => child !== undefined && child.type !== 'campaign')
      .map((child) => ({ name: text(child.name), budget: amount(child.budget) })),
    ...creativesOf(run.creatives),
  };
}

function creativesOf(value: unknown): Pick<CampaignFacts, 'creatives'> {
  const list = Array.isArray(value) ? value.map(asJson).filter((item) => item !== undefined) : [];
  if (list.length === 0) return {};
  return {
    creatives: list.map((item) => ({
      name: text(item.name) || text(item.creative_name),
      size: text(item.size) || text(item.dimensions),
      format: text(item.format),
    })),
  };
}

/** "Spring Trail Launch 2027 on Facebook". */
export function campaignTitle(campaign: CampaignFacts): string {
  return `"${campaign.campaign_name || campaign.campaign_id}" on ${labelOf(campaign.platform)}`;
}

/** A campaign in a few sentences: what "tell me about this campaign" answers. */
export function campaignOverview(campaign: CampaignFacts): string {
  const money = (amount: number | null) =>
    amount === null ? 'no budget' : formatMoney(amount, campaign.currency);
  const days = flightDays(campaign);
  const when = days
    ? ` from ${readableDate(campaign.flight_start_date)} to ${readableDate(campaign.flight_end_date)} (${days} days)`
    : '';
  const items = campaign.line_items.map((item) => `${item.name} (${money(item.budget)})`);
  return [
    `${campaignTitle(campaign)}${campaign.advertiser ? ` for ${campaign.advertiser}` : ''}: ${money(campaign.budget)}${when}, ${campaign.status.toLowerCase()}, campaign ID ${campaign.campaign_id}.`,
    items.length > 0
      ? `It has ${items.length} part${items.length === 1 ? '' : 's'}: ${items.join(', ')}.`
      : '',
    campaign.campaign_url ? `Open it on ${labelOf(campaign.platform)}: ${campaign.campaign_url}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The flight's length in days, both ends counted; 0 when the dates are not known. */
export function flightDays(campaign: CampaignFacts): number {
  const start = Date.parse(`${campaign.flight_start_date}T00:00:00Z`);
  const end = Date.parse(`${campaign.flight_end_date}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return 0;
  return Math.round((end - start) / 86_400_000) + 1;
}

/** An agent's work on the chat's campaign (`build`); with none in the chat, the answer says so. */
export function onCampaignInChat(
  context: BuildContext,
  work: CampaignWork,
  build: (campaign: CampaignFacts) => AssistantResult,
): AssistantResult {
  const campaign = campaignInChat(context.request);
  return campaign
    ? build(campaign)
    : { status: 'completed', content: resultPhrases(context).noCampaign(work) };
}

/** A created campaign as an answer names it. */
export function namingOf(campaign: CampaignFacts): CampaignNaming {
  return { name: campaign.campaign_name || campaign.campaign_id, platform: labelOf(campaign.platform) };
}
