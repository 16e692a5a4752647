import { interaction, onlyInTheBrowser } from '../Interaction';
import { resizeSidebarInTheBrowser } from './browser';

/**
 * Drags the classic sidebar's edge: to the right (positive) widens it. The sidebar keeps its width
 * in the component (no view model holds it), so only a page can be dragged.
 */
export const resizeSidebar = (dx: number) =>
  interaction(
    `drag the sidebar's edge by ${dx} px`,
    onlyInTheBrowser((app) => resizeSidebarInTheBrowser(app, dx)),
  );
