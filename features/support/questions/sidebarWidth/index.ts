import {
  sidebarWidthOnTheViewModels,
  VIEW_MODEL_WINDOW_WIDTH,
} from '../../interactions/resizeSidebar/viewModel';
import { question } from '../Question';

/** The classic sidebar's width and the window's, in px. */
export const sidebarWidth = () =>
  question('the sidebar width', {
    viewModel: async (app) => ({ width: sidebarWidthOnTheViewModels(app), window: VIEW_MODEL_WINDOW_WIDTH }),
    browser: async (app) => ({
      width: (await app.page.getByRole('complementary', { name: 'Sidebar' }).boundingBox())?.width ?? 0,
      window: await app.page.evaluate(() => window.innerWidth),
    }),
  });
