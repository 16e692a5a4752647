import { After } from '@cucumber/cucumber';
import type { SidekickWorld } from '../world';
import { BrowserCampaigns } from './BrowserCampaigns';
import type { CampaignsAbility } from './CampaignsAbility';
import { ViewModelCampaigns } from './ViewModelCampaigns';

const abilities = new WeakMap<SidekickWorld, CampaignsAbility>();

/** The scenario's campaign screens, on whichever driver the scenario runs. */
export function campaignsOf(world: SidekickWorld): CampaignsAbility {
  let ability = abilities.get(world);
  if (!ability) {
    ability = world.usesBrowser
      ? new BrowserCampaigns(world.browser)
      : new ViewModelCampaigns(world.viewModels);
    abilities.set(world, ability);
  }
  return ability;
}

After(function (this: SidekickWorld) {
  const ability = abilities.get(this);
  if (ability instanceof ViewModelCampaigns) ability.dispose();
});
