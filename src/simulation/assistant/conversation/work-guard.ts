import { agentNamed } from '../../../core/domain/agents/agent-catalogue';
import { readInsertionOrder } from '../campaign-processor/read-insertion-order';
import { draftFromReading } from '../campaign-processor/reading/draft-from-reading';
import { kindOfResult } from '../follow-ups/result-kind';
import type { Route } from '../routing/route-message';
import { MEDIA_PLAN_SUB_ACTION } from '../shared/action-names';
import type { AssistantRequest, PriorResult } from '../shared/assistant-contract';
import { type ChatResults, priorResultsOf } from '../shared/build-context';
import { campaignInChat } from '../shared/campaign-in-chat';
import { isApiAction, platformById } from '../shared/platform-catalog';

import type { Missing } from './needs-input';

type GuardInput = Pick<AssistantRequest, 'text' | 'attachments' | 'earlierFiles'> & ChatResults;

/** Files that bring no campaign: creatives. */
const CREATIVE_FILE = /\.(zip|png|jpe?g|gif|mp4|mov)$/i;

/**
 * What a route to work lacks when the message brings no file and the chat holds nothing to work
 * on: reading, launching or fast-tracking then would show made-up figures as if they were the
 * user's ("I've processed the insertion order…" with no insertion order).
 */
export function missingInput(
  route: Route,
  request: GuardInput,
): { missing: Missing; platform?: string } | undefined {
  if (request.attachments.length > 0 || route.reply) return undefined;
  // Any earlier result but creatives holds a campaign to go on: an IO, a plan, a configuration,
  // a run — an agent watched by an orchestration status call (still at work, a run has no result
  // yet: its IO came with the message that started it).
  const campaignAtHand =
    campaignInChat(request) !== undefined ||
    (request.earlierFiles ?? []).some((name) => !CREATIVE_FILE.test(name)) ||
    priorResultsOf(request).some(
      (prior) =>
        (prior.jsonResponse !== undefined && kindOfResult(prior) !== 'creative') ||
        agentNamed(prior.action)?.statusSource !== undefined,
    );
  const platform = route.platform?.label;
  switch (route.action) {
    case 'campaign-processor':
      if (route.subAction === MEDIA_PLAN_SUB_ACTION) return { missing: 'media-plan' };
      if (route.subAction || typedInsertionOrder(request.text)) return undefined;
      return { missing: 'insertion-order' };
    case 'creative-processor':
      return { missing: 'creatives' };
    case 'campaign-launcher':
      return campaignAtHand ? undefined : { missing: 'campaign-for-launch' };
    case 'fast-track':
      return campaignAtHand ? undefined : { missing: 'fast-track', ...(platform ? { platform } : {}) };
    case 'salesforce-orchestration':
      return campaignAtHand ? undefined : { missing: 'salesforce' };
  }
  const creates = isApiAction(route.action) && route.subAction && platformById(route.subAction);
  if (creates && !campaignAtHand)
    return { missing: 'campaign-for-platform', ...(platform ? { platform } : {}) };
  return undefined;
}

/** An insertion order typed into the message ("New IO for Acme Foods, total budget $50,000"), not a question. */
function typedInsertionOrder(text: string): boolean {
  if (text.trim().endsWith('?')) return false;
  const { draft } = draftFromReading(readInsertionOrder(text));
  return Boolean(draft.advertiser || draft.campaignName || draft.totalBudget || draft.flightStart);
}

/**
 * The chat's creatives result when a message asks the creative processor for them again without
 * files ("Show me the source data of the creatives"): the answer comes from that result, not
 * from new, made-up creatives.
 */
export function creativesAlreadyProcessed(route: Route, request: GuardInput): PriorResult | undefined {
  if (route.action !== 'creative-processor' || request.attachments.length > 0) return undefined;
  return priorResultsOf(request).find((prior) => kindOfResult(prior) === 'creative');
}
