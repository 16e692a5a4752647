import { drivenBy } from '../actors/drivers';
import { BrowserCampaignCreation } from './browser/BrowserCampaignCreation';
import { BrowserCampaignPage } from './browser/BrowserCampaignPage';
import { ViewModelCampaignCreation } from './view-models/ViewModelCampaignCreation';
import { ViewModelCampaignPage } from './view-models/ViewModelCampaignPage';

/** The campaign page: its view model, or /campaigns/{id} in Chromium. */
export const onTheCampaignPage = drivenBy(ViewModelCampaignPage, BrowserCampaignPage);
/** "Create New Campaign": its view model, or /campaign/new in Chromium. */
export const onTheCreationForm = drivenBy(ViewModelCampaignCreation, BrowserCampaignCreation);
