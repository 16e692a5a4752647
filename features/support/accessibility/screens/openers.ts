import type { Locator, Page } from 'playwright-core';
import type { BrowseTheApp } from '../../abilities/BrowseTheApp';

/** How a user brings a screen, a dialog or a menu up, from wherever the page is. */
export type OpenTheScreen = (app: BrowseTheApp) => Promise<void>;

/** What shows that the screen is up: a dialog, a menu, a field… */
type Shown = (page: Page) => Locator;

export const aDialog: Shown = (page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));
export const aMenu: Shown = (page) => page.getByRole('menu');
export const aTextbox =
  (name: string): Shown =>
  (page) =>
    page.getByRole('textbox', { name });

/** A signed-in page by its address, drawn, with everything it asked for answered. */
export const at =
  (path: string): OpenTheScreen =>
  async (app) => {
    await app.open(path);
    await app.workspaceReady();
  };

/** A screen, then that control of it pressed, until what it opens shows. */
export const pressing =
  (screen: OpenTheScreen, control: (page: Page) => Locator, shows: Shown): OpenTheScreen =>
  async (app) => {
    await screen(app);
    await control(app.page).first().click();
    await shows(app.page).first().waitFor();
    await app.settled();
  };

/** The button of that name (the first, where rows repeat it). */
export const button =
  (name: string | RegExp) =>
  (page: Page): Locator =>
    page.getByRole('button', { name, exact: typeof name === 'string' });

/** A menu's item of that name, a toggle's included. */
export const menuItem =
  (name: string) =>
  (page: Page): Locator =>
    aMenu(page)
      .getByRole('menuitem', { name, exact: true })
      .or(aMenu(page).getByRole('menuitemcheckbox', { name, exact: true }));
