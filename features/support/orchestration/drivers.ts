import { drivenBy } from '../actors/drivers';
import { BrowserOrchestration } from './BrowserOrchestration';
import { ViewModelOrchestration } from './ViewModelOrchestration';

/** The runs in the chat and the status page: their view models, or the page. */
export const onTheOrchestrations = drivenBy(ViewModelOrchestration, BrowserOrchestration);
