import { drivenBy } from '../actors/drivers';
import { BrowserCampaignPage } from './browser/BrowserCampaignPage';
import { ViewModelCampaignPage } from './view-models/ViewModelCampaignPage';

/** The campaign page: its view model, or /campaigns/{id} in Chromium. */
export const onTheCampaignPage = drivenBy(ViewModelCampaignPage, BrowserCampaignPage);
