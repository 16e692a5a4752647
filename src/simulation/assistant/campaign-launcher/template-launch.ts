import { type CampaignDraft, emptyDraft } from '../shared/campaign-draft';
import type { LaunchTemplateReading } from './read-launch-template';

/**
 * The campaign a launch template describes, as given: its platforms, line items, names, dates
 * and budgets; each platform's own block (ids, objectives …) is laid over the generated settings.
 */
export function launchFromTemplate(reading: LaunchTemplateReading): {
  draft: CampaignDraft;
  templateBlocks: Record<string, Record<string, unknown>>;
} {
  const lineItems = reading.platforms.flatMap((platform) => {
    const items = reading.lineItems.filter((item) => item.platform === platform);
    if (items.length > 0) return items.map((item) => ({ ...item, platform }));
    const budget = reading.platformBudgets[platform];
    return [{ platform, name: reading.campaignName, ...(budget !== undefined ? { budget } : {}) }];
  });
  const stated = Object.values(reading.platformBudgets);
  const draft: CampaignDraft = {
    ...emptyDraft(),
    advertiser: reading.advertiser,
    campaignName: reading.campaignName ?? reading.templateName,
    flightStart: reading.flightStart,
    flightEnd: reading.flightEnd,
    currency: reading.currency,
    totalBudget:
      reading.totalBudget ??
      (stated.length === reading.platforms.length && stated.length > 0
        ? stated.reduce((sum, budget) => sum + budget, 0)
        : undefined),
    lineItems,
  };
  // A platform budget stated under another name ("lifetime_budget") is the configuration's budget.
  const templateBlocks: Record<string, Record<string, unknown>> = {};
  for (const [platform, block] of Object.entries(reading.blocks)) {
    const budget = reading.platformBudgets[platform];
    templateBlocks[platform] =
      block.budget === undefined && budget !== undefined ? { budget, ...block } : block;
  }
  return { draft, templateBlocks };
}
