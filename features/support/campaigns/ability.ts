import { BrowseTheApp } from '../abilities/BrowseTheApp';
import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import { BrowserCampaignCreation } from './browser/BrowserCampaignCreation';
import { BrowserCampaignList } from './browser/BrowserCampaignList';
import { BrowserCampaignPage } from './browser/BrowserCampaignPage';
import { BrowserFolders } from './browser/BrowserFolders';
import { ViewModelCampaignCreation } from './view-models/ViewModelCampaignCreation';
import { ViewModelCampaignList } from './view-models/ViewModelCampaignList';
import { ViewModelCampaignPage } from './view-models/ViewModelCampaignPage';
import { ViewModelFolders } from './view-models/ViewModelFolders';

// One thin driver per campaign screen, on the scenario's level; the later ones reach the list
// (a folder's links, opening a campaign by name, landing on the list after a creation).
everyActorCan((app) =>
  app instanceof UseTheViewModels
    ? new ViewModelCampaignList(app)
    : app instanceof BrowseTheApp
      ? new BrowserCampaignList(app)
      : null,
);
/** Registers a screen's driver made beside the list's driver, on the same level. */
function besideTheList<V extends object, B extends object>(
  viewModel: new (app: UseTheViewModels, list: ViewModelCampaignList) => V,
  browser: new (app: BrowseTheApp, list: BrowserCampaignList) => B,
) {
  everyActorCan((app, made) => {
    const list = made.find(
      (ability) => ability instanceof ViewModelCampaignList || ability instanceof BrowserCampaignList,
    );
    if (app instanceof UseTheViewModels && list instanceof ViewModelCampaignList)
      return new viewModel(app, list);
    if (app instanceof BrowseTheApp && list instanceof BrowserCampaignList) return new browser(app, list);
    return null;
  });
}
besideTheList(ViewModelFolders, BrowserFolders);
besideTheList(ViewModelCampaignCreation, BrowserCampaignCreation);
besideTheList(ViewModelCampaignPage, BrowserCampaignPage);
