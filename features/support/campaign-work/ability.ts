// The chat registers its drivers first: the view-model work is that of the chat's workspace.
import '../chat/hooks';
import { BrowseTheApp } from '../abilities/BrowseTheApp';
import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import { ViewModelChat } from '../chat/ViewModelChat';
import { BrowserCampaignWork } from './BrowserCampaignWork';
import { ViewModelCampaignWork } from './ViewModelCampaignWork';

everyActorCan((app, made) => {
  const chat = made.find((ability) => ability instanceof ViewModelChat);
  if (app instanceof UseTheViewModels && chat instanceof ViewModelChat)
    return new ViewModelCampaignWork(app, chat);
  return app instanceof BrowseTheApp ? new BrowserCampaignWork(app) : null;
});
