import type { LaunchResultJson } from '../assistant/shared/result-shapes';
import type { Random } from '../assistant/shared/seeded-random';

/** The Salesforce step's api_result: an opportunity for the campaign, with its link. */
export function salesforceOpportunity(launch: LaunchResultJson | undefined, random: Random, at: number) {
  const id = `006${random.digits(12)}`;
  const url = `https://sidekick-demo.lightning.force.com/lightning/r/Opportunity/${id}/view`;
  const name = launch?.campaign_name ?? 'Campaign opportunity';
  return {
    success: true,
    platform: 'salesforce',
    opportunity_id: id,
    salesforce_url: url,
    campaign_url: url,
    campaigns: [{ campaign_id: id, campaign_url: url, name }],
    summary: `Opportunity "${name}" created in Salesforce.`,
    details: {
      opportunity_name: name,
      amount: launch?.total_budget ?? null,
      stage: 'Proposal/Price Quote',
      close_date: new Date(at + 30 * 86_400_000).toISOString().slice(0, 10),
      account: launch?.advertiser ?? null,
    },
  };
}
