import { drivenBy, onlyInThePage, onlyOnTheViewModels } from '../actors/drivers';
import { BrowserBriefcase } from './BrowserBriefcase';
import { ViewModelBriefcase } from './ViewModelBriefcase';

/** The briefcase: the page's briefcase view model over the chat screen, or the panel in the page. */
export const onTheBriefcase = drivenBy(ViewModelBriefcase, BrowserBriefcase);
/** What only the view-model level can do with the briefcase (a result arriving from the backend). */
export const onTheBriefcaseViewModel = onlyOnTheViewModels(ViewModelBriefcase);
/** What only the page shows of the briefcase (how its menus are drawn). */
export const onTheBriefcasePage = onlyInThePage(BrowserBriefcase);
