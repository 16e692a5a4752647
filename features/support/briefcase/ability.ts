// The chat's abilities are registered first: the briefcase is made over the chat ability.
import '../chat/hooks';
import { BrowseTheApp } from '../abilities/BrowseTheApp';
import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import { ViewModelChat } from '../chat/ViewModelChat';
import type { SidekickWorld } from '../world';
import type { BriefcaseAbility } from './BriefcaseAbility';
import { BrowserBriefcase } from './BrowserBriefcase';
import { ViewModelBriefcase } from './ViewModelBriefcase';

// The briefcase is that of the chat screen the chat ability shows, as on the page.
everyActorCan((app, made) => {
  const chat = made.find((ability) => ability instanceof ViewModelChat);
  if (app instanceof UseTheViewModels && chat) return new ViewModelBriefcase(app, chat);
  return app instanceof BrowseTheApp ? new BrowserBriefcase(app) : null;
});

/** The scenario's briefcase, on whichever level the scenario runs. */
export function briefcaseOf(world: SidekickWorld): BriefcaseAbility {
  return world.ability<BriefcaseAbility>(ViewModelBriefcase, BrowserBriefcase);
}

/** For steps only the view-model level can take (seeding chats, events, what the chat did). */
export function viewModelBriefcaseOf(world: SidekickWorld): ViewModelBriefcase {
  return world.ability(ViewModelBriefcase);
}
