import { salesforceOpportunity } from '../../orchestration/salesforce';
import type { AssistantResult } from '../shared/assistant-contract';
import { type BuildContext, findPrior } from '../shared/build-context';
import { resultPhrases } from '../shared/result-phrases/result-phrases';
import type { LaunchResultJson } from '../shared/result-shapes';

/**
 * salesforce-api: the opportunity for the chat's launch configuration, created on its own (the
 * Salesforce orchestration reads the IO and builds the configuration first, then does the same).
 */
export function createOpportunity(context: BuildContext): AssistantResult {
  const launch =
    (findPrior(context.request, ['campaign-launcher', 'launch-augmentor'])?.jsonResponse as
      | LaunchResultJson
      | undefined) ?? earlierOpportunity(context);
  if (!launch) {
    return {
      status: 'completed',
      content: resultPhrases(context).noLaunchForOpportunity,
    };
  }
  return {
    status: 'completed',
    content: resultPhrases(context).opportunityCreated,
    jsonResponse: salesforceOpportunity(launch, context.random, context.now.getTime()),
  };
}

/** "Create another opportunity": the same campaign, amount and account as the earlier one. */
function earlierOpportunity(context: BuildContext): LaunchResultJson | undefined {
  const prior = findPrior(context.request, ['salesforce-api', 'salesforce-orchestration']);
  const json = prior?.jsonResponse as Record<string, unknown> | undefined;
  const api = (json?.api_result as Record<string, unknown> | undefined) ?? json;
  const details = api?.details as Record<string, unknown> | undefined;
  if (!details || typeof details.opportunity_name !== 'string') return undefined;
  return {
    campaign_name: details.opportunity_name,
    advertiser: typeof details.account === 'string' ? details.account : '',
    total_budget: typeof details.amount === 'number' ? details.amount : 0,
  } as LaunchResultJson;
}

/** The opportunity a result holds (an orchestration's api_result, or the agent's own), in a few words. */
export function opportunityOverview(json: Record<string, unknown>): string | undefined {
  const api = (json.api_result as Record<string, unknown> | undefined) ?? json;
  const details = api.details as Record<string, unknown> | undefined;
  if (typeof api.opportunity_id !== 'string' || !details) return undefined;
  const amount =
    typeof details.amount === 'number' ? `, amount $${details.amount.toLocaleString('en-US')}` : '';
  return `Opportunity "${String(details.opportunity_name)}" (${api.opportunity_id})${amount}, stage ${String(details.stage)}, closing ${String(details.close_date)}${details.account ? `, account ${String(details.account)}` : ''}. Open it in Salesforce: ${String(api.salesforce_url)}`;
}
