import { kindOfResult } from '../follow-ups/result-kind';
import type { AssistantAction } from '../shared/action-names';
import { type ChatResults, priorResultsOf } from '../shared/build-context';
import { readableDate } from '../shared/calendar-dates';
import { campaignFromJson, joinWords } from '../shared/campaign-result-json';
import { formatMoney } from '../shared/money-amounts';
import { labelOf } from '../shared/platform-catalog';
import type { CreativeResultJson, LaunchResultJson } from '../shared/result-shapes';

const CONFIRMS = /\bconfirm\b|\blooks? (?:good|correct|right)\b/;

/**
 * "Confirm details", "Confirm processed output", "Confirm launch template" (spec 1 §4): the
 * assistant says what the user confirmed, in the result's own figures, and what comes next.
 */
export function confirmationOf(
  lower: string,
  request: ChatResults,
): { action: AssistantAction; reply: string } | undefined {
  if (!CONFIRMS.test(lower)) return undefined;
  const [prior] = priorResultsOf(request);
  if (!prior?.jsonResponse) return undefined;
  const kind = kindOfResult(prior);
  const reply =
    kind === 'campaign'
      ? campaignConfirmed(prior.jsonResponse)
      : kind === 'creative'
        ? creativesConfirmed(prior.jsonResponse as CreativeResultJson)
        : kind === 'launch'
          ? launchConfirmed(prior.jsonResponse as LaunchResultJson)
          : undefined;
  return reply ? { action: 'ask-assistant', reply } : undefined;
}

function campaignConfirmed(json: unknown): string {
  const draft = campaignFromJson(json);
  const platforms = [...new Set(draft.lineItems.map((item) => item.platform).filter(Boolean))] as string[];
  const facts = [
    draft.advertiser ? `for ${draft.advertiser}` : '',
    draft.totalBudget !== undefined ? formatMoney(draft.totalBudget, draft.currency ?? 'USD') : '',
    draft.flightStart && draft.flightEnd
      ? `${readableDate(draft.flightStart)} – ${readableDate(draft.flightEnd)}`
      : '',
    platforms.length > 0 ? `on ${joinWords(platforms.map(labelOf))}` : '',
  ].filter(Boolean);
  return `Confirmed: "${draft.campaignName ?? 'the campaign'}" ${facts.join(', ')}. Next, process the creative assets or say "build the launch configuration".`;
}

function creativesConfirmed(json: CreativeResultJson): string {
  const count = json.creatives?.length ?? 0;
  return `Confirmed: ${count} creative${count === 1 ? '' : 's'}${json.campaign_name ? ` for "${json.campaign_name}"` : ''}. Once the campaign is created, say "assign the creatives to the campaign".`;
}

function launchConfirmed(json: LaunchResultJson): string {
  return `Confirmed: the launch template for "${json.campaign_name}" on ${joinWords(json.platforms.map(labelOf))}, ${formatMoney(json.total_budget, json.currency)}. Say "create the campaign" when you are ready.`;
}
