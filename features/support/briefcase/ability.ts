// The chat's drivers are registered first: the briefcase is made over the chat's view models.
import '../chat/hooks';
import { BrowseTheApp } from '../abilities/BrowseTheApp';
import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import { ViewModelChat } from '../chat/ViewModelChat';
import type { SidekickWorld } from '../world';
import { BrowserBriefcase } from './BrowserBriefcase';
import type { BriefcaseSectionName } from './briefcase-words';
import { theFilesOfTheSection } from './questions/theSections';
import { ViewModelBriefcase } from './ViewModelBriefcase';

// The briefcase is that of the chat screen the chat driver shows, as on the page.
everyActorCan((app, made) => {
  const chat = made.find((ability) => ability instanceof ViewModelChat);
  if (app instanceof UseTheViewModels && chat) return new ViewModelBriefcase(app, chat);
  return app instanceof BrowseTheApp ? new BrowserBriefcase(app) : null;
});

/**
 * The briefcase as other areas' steps read it (campaign work), answered by the actor in the
 * spotlight through the briefcase's questions.
 */
export function briefcaseOf(world: SidekickWorld) {
  const actor = world.actorInTheSpotlight;
  return {
    sectionFiles: (section: BriefcaseSectionName) => actor.answer(theFilesOfTheSection(section)),
  };
}
