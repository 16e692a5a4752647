import { interaction } from '../Interaction';
import { resizeSidebarInTheBrowser } from './browser';
import { resizeSidebarOnTheViewModels } from './viewModel';

/** Drags the classic sidebar's edge: to the right (positive) widens it. */
export const resizeSidebar = (dx: number) =>
  interaction(`drag the sidebar's edge by ${dx} px`, {
    viewModel: (app) => resizeSidebarOnTheViewModels(app, dx),
    browser: (app) => resizeSidebarInTheBrowser(app, dx),
  });
