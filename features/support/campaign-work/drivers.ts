import { drivenBy } from '../actors/drivers';
import { BrowserCampaignWork } from './BrowserCampaignWork';
import { ViewModelCampaignWork } from './ViewModelCampaignWork';

/** The work on a campaign in the open chat (issue 20): the chat's view models, or the page. */
export const onTheWork = drivenBy(ViewModelCampaignWork, BrowserCampaignWork);
