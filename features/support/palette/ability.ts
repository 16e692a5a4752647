import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import { BrowserPalette } from './BrowserPalette';
import { ViewModelPalette } from './ViewModelPalette';

everyActorCan((app) =>
  app instanceof UseTheViewModels ? new ViewModelPalette(app) : new BrowserPalette(app),
);
