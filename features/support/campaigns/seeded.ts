import { ensureCampaignSeed } from '../../../src/simulation/campaigns/seed';
import type { DemoCampaign } from '../../../src/simulation/campaigns/types';
import { buildSeed } from '../../../src/simulation/seed/buildSeed';

const ACCOUNTS: Record<string, string> = {
  'Riley Planner': 'acc-acme-media',
  'Avery Owner': 'acc-acme-media',
  'Val Viewer': 'acc-globex-retail',
  'Alex Admin': 'acc-initech-auto',
};

/**
 * The campaigns the demo seeds for a persona's account: the same seed the demo backend runs (names,
 * statuses and ids do not depend on the moment), so a scenario can name "the seeded campaign for
 * TikTok" or "a campaign in status live" at either level.
 */
export function seededCampaigns(persona: string): DemoCampaign[] {
  const accountId = ACCOUNTS[persona];
  if (!accountId) throw new Error(`${persona} has no seeded campaigns`);
  // The whole seed: the YouTube campaign's run (awaiting its SDF download) needs channels and runs.
  const data = buildSeed();
  ensureCampaignSeed(data, accountId, Date.now());
  return (data.campaignArea?.campaigns ?? []).filter((campaign) => campaign.account_id === accountId);
}
