import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import { BackendInbox } from './BackendInbox';

// What the demo backend received is read at the view-model level only: the page's requests go
// through Chromium to another process.
everyActorCan((app) => (app instanceof UseTheViewModels ? new BackendInbox(app) : null));
