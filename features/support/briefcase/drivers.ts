import { drivenBy, onlyOnTheViewModels } from '../actors/drivers';
import { BrowserBriefcase } from './BrowserBriefcase';
import { ViewModelBriefcase } from './ViewModelBriefcase';

/** The briefcase: the page's briefcase view model over the chat screen, or the panel in the page. */
export const onTheBriefcase = drivenBy(ViewModelBriefcase, BrowserBriefcase);
/** What only the view-model level can do with the briefcase (a result arriving from the backend). */
export const onTheBriefcaseViewModel = onlyOnTheViewModels(ViewModelBriefcase);
