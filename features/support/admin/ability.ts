import type { SidekickWorld } from '../world';
import type { AdminAbility } from './AdminAbility';
import { BrowserAdmin } from './BrowserAdmin';
import { ViewModelAdmin } from './ViewModelAdmin';

const abilities = new WeakMap<SidekickWorld, AdminAbility>();

/** The scenario's administration area, on whichever driver the scenario runs. */
export function adminOf(world: SidekickWorld): AdminAbility {
  let ability = abilities.get(world);
  if (!ability) {
    ability = world.usesBrowser ? new BrowserAdmin(world.browser) : new ViewModelAdmin(world.viewModels);
    abilities.set(world, ability);
  }
  return ability;
}
