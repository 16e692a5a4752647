import type { CreateCampaignViewModel } from './create/CreateCampaignViewModel';
import type { CampaignDetailViewModel } from './detail/CampaignDetailViewModel';
import type { DownloadEffects } from './detail/download-effects';
import type { FoldersListViewModel } from './folders/FoldersListViewModel';
import type { CampaignsListViewModel } from './list/CampaignsListViewModel';

/**
 * The view models of the campaign routes, one factory per screen (/folders, /campaigns,
 * /campaign/new, /campaigns/:id). Each screen's flows and view models load with its route, so
 * the lists do not download the campaign page. A fresh view model per visit; dispose it when the
 * screen goes.
 */
export interface CampaignScreens {
  folders(): FoldersListViewModel;
  campaigns(): CampaignsListViewModel;
  creation(): CreateCampaignViewModel;
  /** `downloads` opens download addresses and saves fetched files (the browser's, or a test's). */
  detail(downloads: DownloadEffects): CampaignDetailViewModel;
}

export type CampaignScreenName = keyof CampaignScreens;

/** Loads one screen's code on first call; every call for that screen answers the same promise. */
export type LoadCampaignScreen = <Name extends CampaignScreenName>(
  screen: Name,
) => Promise<CampaignScreens[Name]>;
