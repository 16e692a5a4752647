import { BrowseTheApp } from '../abilities/BrowseTheApp';
import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import { ViewModelChat } from '../chat/ViewModelChat';
import { SidekickWorld } from '../world';
import { BrowserCampaignWork } from './BrowserCampaignWork';
import type { CampaignWorkAbility } from './CampaignWorkAbility';
import { ViewModelCampaignWork } from './ViewModelCampaignWork';

declare module '../world' {
  interface SidekickWorld {
    /** The work on a campaign in the open chat (issue 20), on the scenario's level. */
    readonly campaignWork: CampaignWorkAbility;
  }
}

// The work is that of the chat the chat ability shows (made after this one: found when first used).
everyActorCan((app, made) => {
  if (app instanceof BrowseTheApp) return new BrowserCampaignWork(app);
  const chat = () => {
    const found = made.find((ability) => ability instanceof ViewModelChat);
    if (!found) throw new Error('This scenario has no chat');
    return found;
  };
  return app instanceof UseTheViewModels ? new ViewModelCampaignWork(app, chat) : null;
});

Object.defineProperty(SidekickWorld.prototype, 'campaignWork', {
  get(this: SidekickWorld) {
    return this.ability<CampaignWorkAbility>(ViewModelCampaignWork, BrowserCampaignWork);
  },
});
