import { BrowseTheApp } from '../abilities/BrowseTheApp';
import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import { BrowserAdmin } from './BrowserAdmin';
import { BrowserAdminAccounts } from './BrowserAdminAccounts';
import { ViewModelAdmin } from './ViewModelAdmin';
import { ViewModelAdminAccounts } from './ViewModelAdminAccounts';

everyActorCan((app) => (app instanceof UseTheViewModels ? new ViewModelAdmin(app) : new BrowserAdmin(app)));

// The Accounts tab works on the dashboard the admin driver opened.
everyActorCan((app, others) => {
  const admin = others.find(
    (ability) => ability instanceof ViewModelAdmin || ability instanceof BrowserAdmin,
  );
  if (admin instanceof ViewModelAdmin) return new ViewModelAdminAccounts(admin);
  if (admin instanceof BrowserAdmin && app instanceof BrowseTheApp)
    return new BrowserAdminAccounts(app, admin);
  return null;
});
