import type { Page } from 'playwright-core';
import { aChatWithResults } from './chat-screens';
import { aMenu, button, menuItem, type OpenTheScreen, pressing } from './openers';

const panel = (page: Page) => page.getByRole('complementary', { name: 'Briefcase' });
const theBriefcase = pressing(aChatWithResults, button('Show briefcase'), panel);
const aFile = (page: Page) => panel(page).getByRole('article').first();
const fileMenu = pressing(
  theBriefcase,
  (page) => panel(page).getByRole('button', { name: /^More actions for / }),
  aMenu,
);

/** The briefcase of a chat (spec 1 §2): its tabs, a file's two menus and its rename field. */
export const BRIEFCASE_SCREENS: Record<string, OpenTheScreen> = {
  'the briefcase': theBriefcase,
  "the briefcase's uploaded files": pressing(
    theBriefcase,
    (page) => panel(page).getByRole('tab', { name: /^Uploaded/ }),
    (page) => panel(page).getByRole('tabpanel', { name: /^Uploaded/ }),
  ),
  "a file's menu": fileMenu,
  "a file's context menu": async (app) => {
    await theBriefcase(app);
    await aFile(app.page).click({ button: 'right' });
    await aMenu(app.page).waitFor();
  },
  "a file's rename field": pressing(fileMenu, menuItem('Rename'), (page) =>
    panel(page).getByRole('textbox', { name: /^New name for / }),
  ),
};
