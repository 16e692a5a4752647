import { BrowseTheApp } from '../abilities/BrowseTheApp';
import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import { drivenBy } from '../actors/drivers';
import { BrowserBackendCalls } from './BrowserBackendCalls';
import { ViewModelBackendCalls } from './ViewModelBackendCalls';

everyActorCan((app) => {
  if (app instanceof UseTheViewModels) return new ViewModelBackendCalls(app);
  return app instanceof BrowseTheApp ? new BrowserBackendCalls(app) : null;
});

/** The calls the page made to the demo backend (spec 2 §7), at either level. */
export const onTheBackendCallsReceived = drivenBy(ViewModelBackendCalls, BrowserBackendCalls);
