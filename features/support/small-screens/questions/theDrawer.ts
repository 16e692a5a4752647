import { menuButton, seenOnScreen } from '../on-a-screen';

/** What a phone's user sees of the drawer: open or closed, and where the keyboard's focus is. */
export interface DrawerState {
  open: boolean;
  /** The menu button says whether its drawer is open. */
  menuExpanded: boolean;
  focusInTheDrawer: boolean;
  /** The screen beside an open drawer takes no focus and no tap (inert). */
  screenInert: boolean;
}

export const theDrawer = () =>
  seenOnScreen('the sidebar drawer', async ({ page }) => {
    const menu = menuButton(page);
    await menu.waitFor({ state: 'attached' });
    // The drawer slides in or out for 0.2 s; the answer is about where it comes to rest.
    await page.waitForTimeout(300);
    const sidebar = page.locator('aside[aria-label="Sidebar"]');
    return {
      open: await sidebar.isVisible(),
      menuExpanded: (await menu.getAttribute('aria-expanded')) === 'true',
      focusInTheDrawer: await sidebar.evaluate((aside) => aside.contains(document.activeElement)),
      screenInert: await page.locator('main#main').evaluate((main) => main.closest('[inert]') !== null),
    } satisfies DrawerState;
  });
