import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { SidekickWorld } from '../world';
import type { BriefcaseAbility } from './BriefcaseAbility';
import { BrowserBriefcase } from './BrowserBriefcase';
import { ViewModelBriefcase } from './ViewModelBriefcase';

everyActorCan((app) =>
  app instanceof UseTheViewModels ? new ViewModelBriefcase(app) : new BrowserBriefcase(app),
);

/** The scenario's briefcase, on whichever level the scenario runs. */
export function briefcaseOf(world: SidekickWorld): BriefcaseAbility {
  return world.ability<BriefcaseAbility>(ViewModelBriefcase, BrowserBriefcase);
}

/** For steps only the view-model level can take (seeding chats, events, what the chat did). */
export function viewModelBriefcaseOf(world: SidekickWorld): ViewModelBriefcase {
  return world.ability(ViewModelBriefcase);
}
