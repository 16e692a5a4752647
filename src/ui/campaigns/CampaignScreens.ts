import type { CreateCampaignViewModel } from './create/CreateCampaignViewModel';
import type { CampaignDetailViewModel } from './detail/CampaignDetailViewModel';
import type { FoldersListViewModel } from './folders/FoldersListViewModel';
import type { CampaignsListViewModel } from './list/CampaignsListViewModel';

/**
 * The view models of the campaign routes (/folders, /campaigns, /campaign/new, /campaigns/:id),
 * composed in their own container module that loads with those routes. A fresh view model per
 * visit; dispose it when the screen goes.
 */
export interface CampaignScreens {
  createFoldersList(): FoldersListViewModel;
  createCampaignsList(): CampaignsListViewModel;
  createCampaignCreation(): CreateCampaignViewModel;
  /** `openUrl` opens a download address (a new tab in the browser). */
  createCampaignDetail(openUrl: (url: string) => void): CampaignDetailViewModel;
}
