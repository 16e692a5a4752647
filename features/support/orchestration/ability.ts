import { After } from '@cucumber/cucumber';
import { ViewModelChat } from '../chat/ViewModelChat';
import type { SidekickWorld } from '../world';
import { BrowserOrchestration } from './BrowserOrchestration';
import type { OrchestrationAbility } from './OrchestrationAbility';
import { ViewModelOrchestration } from './ViewModelOrchestration';

const abilities = new WeakMap<SidekickWorld, OrchestrationAbility>();

/** The scenario's orchestration screens, on whichever driver the scenario runs. */
export function orchestrationOf(world: SidekickWorld): OrchestrationAbility {
  let ability = abilities.get(world);
  if (!ability) {
    if (world.usesBrowser) ability = new BrowserOrchestration(world.browser);
    else {
      const chat = world.ability(ViewModelChat);
      ability = new ViewModelOrchestration(world.viewModels, chat);
    }
    abilities.set(world, ability);
  }
  return ability;
}

After(function (this: SidekickWorld) {
  abilities.get(this)?.dispose();
});
