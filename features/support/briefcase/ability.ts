// The chat's drivers are registered first: the briefcase is made over the chat's view models.
import '../chat/hooks';
import { BrowseTheApp } from '../abilities/BrowseTheApp';
import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import { ViewModelChat } from '../chat/ViewModelChat';
import { BrowserBriefcase } from './BrowserBriefcase';
import { ViewModelBriefcase } from './ViewModelBriefcase';

// The briefcase is that of the chat screen the chat driver shows, as on the page.
everyActorCan((app, made) => {
  const chat = made.find((ability) => ability instanceof ViewModelChat);
  if (app instanceof UseTheViewModels && chat) return new ViewModelBriefcase(app, chat);
  return app instanceof BrowseTheApp ? new BrowserBriefcase(app) : null;
});
