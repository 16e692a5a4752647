import { onlyInTheBrowser } from '../../interactions/Interaction';
import { question } from '../Question';

/** The classic sidebar's width and the window's, in px, as the page draws them. */
export const sidebarWidth = () =>
  question(
    'the sidebar width',
    onlyInTheBrowser(async (app) => ({
      width: (await app.page.getByRole('complementary', { name: 'Sidebar' }).boundingBox())?.width ?? 0,
      window: await app.page.evaluate(() => window.innerWidth),
    })),
  );
