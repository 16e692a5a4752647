import { removeInArea } from '../data/collections';
import type { DemoData } from '../data/types';
import type { DemoCampaign, DemoFolder } from './types';

/** Removes a campaign and its timeline. */
export function removeCampaign(data: DemoData, campaign: DemoCampaign): void {
  removeInArea(data, 'campaigns', (candidate) => candidate.id === campaign.id);
  removeInArea(data, 'activity', (entry) => entry.campaign_id === campaign.id);
}

/** Removes an (empty) folder. */
export function removeFolder(data: DemoData, folder: DemoFolder): void {
  removeInArea(data, 'folders', (candidate) => candidate.id === folder.id);
}
