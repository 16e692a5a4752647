import { BrowseTheApp } from '../abilities/BrowseTheApp';
import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { Actor } from '../actors/Actor';
import type { CampaignListAbility, FoldersAbility } from './abilities';
import { BrowserCampaignCreation } from './browser/BrowserCampaignCreation';
import { BrowserCampaignList } from './browser/BrowserCampaignList';
import { BrowserCampaignPage } from './browser/BrowserCampaignPage';
import { BrowserFolders } from './browser/BrowserFolders';
import { ViewModelCampaignCreation } from './view-models/ViewModelCampaignCreation';
import { ViewModelCampaignList } from './view-models/ViewModelCampaignList';
import { ViewModelCampaignPage } from './view-models/ViewModelCampaignPage';
import { ViewModelFolders } from './view-models/ViewModelFolders';

// One ability per campaign screen, on the scenario's level; the later ones reach the list
// (opening a campaign by name, landing on the list after a creation).
everyActorCan((app) =>
  app instanceof UseTheViewModels
    ? new ViewModelCampaignList(app)
    : app instanceof BrowseTheApp
      ? new BrowserCampaignList(app)
      : null,
);
everyActorCan((app, made) => {
  const list = made.find(
    (ability) => ability instanceof ViewModelCampaignList || ability instanceof BrowserCampaignList,
  );
  if (app instanceof UseTheViewModels && list instanceof ViewModelCampaignList)
    return new ViewModelFolders(app, list);
  if (app instanceof BrowseTheApp && list) return new BrowserFolders(app);
  return null;
});
everyActorCan((app, made) => {
  const list = made.find((ability) => ability instanceof ViewModelCampaignList);
  if (app instanceof UseTheViewModels && list instanceof ViewModelCampaignList)
    return new ViewModelCampaignCreation(app, list);
  const browserList = made.find((ability) => ability instanceof BrowserCampaignList);
  if (app instanceof BrowseTheApp && browserList instanceof BrowserCampaignList)
    return new BrowserCampaignCreation(app, browserList);
  return null;
});
everyActorCan((app, made) => {
  const list = made.find((ability) => ability instanceof ViewModelCampaignList);
  if (app instanceof UseTheViewModels && list instanceof ViewModelCampaignList)
    return new ViewModelCampaignPage(app, list);
  const browserList = made.find((ability) => ability instanceof BrowserCampaignList);
  if (app instanceof BrowseTheApp && browserList instanceof BrowserCampaignList)
    return new BrowserCampaignPage(app, browserList);
  return null;
});

const either =
  <A>(viewModel: { prototype: A; name: string }, browser: { prototype: A; name: string }) =>
  (actor: Actor): A =>
    actor.can(viewModel) ? actor.abilityTo(viewModel) : actor.abilityTo(browser);
type Kind<A> = { prototype: A; name: string };

/** The actor's /folders. */
export const foldersOf: (actor: Actor) => FoldersAbility = either<FoldersAbility>(
  ViewModelFolders,
  BrowserFolders as Kind<FoldersAbility>,
);
/** The actor's /campaigns. */
export const campaignListOf: (actor: Actor) => CampaignListAbility = either<CampaignListAbility>(
  ViewModelCampaignList,
  BrowserCampaignList as Kind<CampaignListAbility>,
);
