import { onScreen } from '../on-a-screen';

/** How the drawer is dismissed: the Escape key, or a tap on the dimmed screen beside it. */
export type DrawerDismissal = 'with Escape' | 'by tapping beside it';

export const closeTheDrawer = (how: DrawerDismissal) =>
  onScreen(`close the drawer ${how}`, async ({ page }) => {
    if (how === 'with Escape') {
      await page.keyboard.press('Escape');
      return;
    }
    const screen = page.viewportSize();
    if (!screen) throw new Error('The page has no viewport');
    // The right edge of the screen, halfway down: beside the drawer, which is at most 85% wide.
    await page.mouse.click(screen.width - 8, screen.height / 2);
  });
