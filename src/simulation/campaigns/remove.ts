import { areaChanged } from './area';
import type { DemoCampaign, DemoCampaignArea, DemoFolder } from './types';

/** Removes a campaign and its timeline. */
export function removeCampaign(area: DemoCampaignArea, campaign: DemoCampaign): void {
  area.campaigns = area.campaigns.filter((candidate) => candidate.id !== campaign.id);
  area.activity = area.activity.filter((entry) => entry.campaign_id !== campaign.id);
  areaChanged(area);
}

/** Removes an (empty) folder. */
export function removeFolder(area: DemoCampaignArea, folder: DemoFolder): void {
  area.folders = area.folders.filter((candidate) => candidate.id !== folder.id);
  areaChanged(area);
}
