import { drivenBy } from '../actors/drivers';
import { BrowserCampaignCreation } from './browser/BrowserCampaignCreation';
import { BrowserCampaignList } from './browser/BrowserCampaignList';
import { BrowserCampaignPage } from './browser/BrowserCampaignPage';
import { BrowserFolders } from './browser/BrowserFolders';
import { ViewModelCampaignCreation } from './view-models/ViewModelCampaignCreation';
import { ViewModelCampaignList } from './view-models/ViewModelCampaignList';
import { ViewModelCampaignPage } from './view-models/ViewModelCampaignPage';
import { ViewModelFolders } from './view-models/ViewModelFolders';

/** The campaign page: its view model, or /campaigns/{id} in Chromium. */
export const onTheCampaignPage = drivenBy(ViewModelCampaignPage, BrowserCampaignPage);
/** "Create New Campaign": its view model, or /campaign/new in Chromium. */
export const onTheCreationForm = drivenBy(ViewModelCampaignCreation, BrowserCampaignCreation);
/** The campaigns list: its view model, or /campaigns in Chromium. */
export const onTheCampaignsList = drivenBy(ViewModelCampaignList, BrowserCampaignList);
/** The folders: their view model, or /folders in Chromium. */
export const onTheFolders = drivenBy(ViewModelFolders, BrowserFolders);
