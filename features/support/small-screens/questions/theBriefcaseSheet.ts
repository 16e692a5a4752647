import { seenOnScreen } from '../on-a-screen';

/** What a phone's user sees of the briefcase: whether it covers the screen, and where the focus is. */
export interface BriefcaseSheetState {
  open: boolean;
  /** It covers the whole screen, edge to edge (within a pixel's rounding). */
  fillsTheScreen: boolean;
  focusInside: boolean;
  /** The name of the focused element outside the briefcase, if any (its aria-label or its text). */
  focusOutsideOn: string | null;
}

export const theBriefcaseSheet = () =>
  seenOnScreen('the briefcase sheet', async ({ page }) => {
    const screen = page.viewportSize();
    if (!screen) throw new Error('The page has no viewport');
    const sheet = page.getByRole('complementary', { name: 'Briefcase' });
    const box = (await sheet.count()) > 0 ? await sheet.boundingBox() : null;
    const near = (a: number, b: number) => Math.abs(a - b) <= 1;
    const focus = await page.evaluate(() => {
      const active = document.activeElement;
      const inside = active?.closest('aside[aria-label="Briefcase"]') != null;
      const name =
        active && active !== document.body ? (active.getAttribute('aria-label') ?? active.textContent) : null;
      return { inside, name: inside ? null : (name?.trim() ?? null) };
    });
    return {
      open: box !== null,
      fillsTheScreen:
        box !== null &&
        near(box.x, 0) &&
        near(box.y, 0) &&
        near(box.width, screen.width) &&
        near(box.height, screen.height),
      focusInside: focus.inside,
      focusOutsideOn: focus.name,
    } satisfies BriefcaseSheetState;
  });
