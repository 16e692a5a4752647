import { After } from '@cucumber/cucumber';
import type { SidekickWorld } from '../world';
import type { BriefcaseAbility } from './BriefcaseAbility';
import { BrowserBriefcase } from './BrowserBriefcase';
import { ViewModelBriefcase } from './ViewModelBriefcase';

const abilities = new WeakMap<SidekickWorld, BriefcaseAbility>();

/** The scenario's briefcase, on whichever driver the scenario runs. */
export function briefcaseOf(world: SidekickWorld): BriefcaseAbility {
  let ability = abilities.get(world);
  if (!ability) {
    ability = world.usesBrowser
      ? new BrowserBriefcase(world.browser)
      : new ViewModelBriefcase(world.viewModels);
    abilities.set(world, ability);
  }
  return ability;
}

/** For steps only the view-model driver can take (seeding chats, events, what the chat did). */
export function viewModelBriefcaseOf(world: SidekickWorld): ViewModelBriefcase {
  const ability = briefcaseOf(world);
  if (!(ability instanceof ViewModelBriefcase)) throw new Error('This step needs the view-model driver');
  return ability;
}

After(function (this: SidekickWorld) {
  const ability = abilities.get(this);
  if (ability instanceof ViewModelBriefcase) ability.dispose();
});
