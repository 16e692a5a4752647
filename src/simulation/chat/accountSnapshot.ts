import type { AccountSnapshot } from '../assistant';
import { accountRows, campaignArea } from '../campaigns/area';
import { ensureCampaignSeed } from '../campaigns/seed';
import type { DemoData } from '../data/types';

/** Names given per status: enough to answer "which campaigns are live?" without listing 10,000. */
const NAMES_PER_STATUS = 3;

/**
 * The account as the assistant may talk about it: its name and its campaigns by status, seeded
 * first as the Campaigns page seeds them on its first view, so both tell the same story.
 */
export function accountSnapshotOf(
  data: DemoData,
  accountId: string,
  now: number,
): AccountSnapshot | undefined {
  const account = data.accounts.find((candidate) => candidate.id === accountId);
  if (!account) return undefined;
  ensureCampaignSeed(data, accountId, now);
  const byStatus = new Map<string, { count: number; names: string[] }>();
  for (const campaign of accountRows(campaignArea(data), accountId).campaigns) {
    const group = byStatus.get(campaign.status) ?? { count: 0, names: [] };
    group.count += 1;
    if (group.names.length < NAMES_PER_STATUS) group.names.push(campaign.name);
    byStatus.set(campaign.status, group);
  }
  return {
    name: account.name,
    campaigns: [...byStatus].map(([status, group]) => ({ status, ...group })),
  };
}
