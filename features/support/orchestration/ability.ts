import { BrowseTheApp } from '../abilities/BrowseTheApp';
import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
// The chat registers its drivers first: the view-model orchestration works on the chat's workspace.
import '../chat/hooks';
import { ViewModelChat } from '../chat/ViewModelChat';
import { BrowserOrchestration } from './BrowserOrchestration';
import { ViewModelOrchestration } from './ViewModelOrchestration';

everyActorCan((app, made) => {
  const chat = made.find((ability) => ability instanceof ViewModelChat);
  if (app instanceof UseTheViewModels && chat instanceof ViewModelChat)
    return new ViewModelOrchestration(app, chat);
  return app instanceof BrowseTheApp ? new BrowserOrchestration(app) : null;
});
