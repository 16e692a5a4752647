import { onScreen } from '../on-a-screen';

/** How the briefcase sheet is closed: its close button (tapped) or the Escape key. */
export type SheetDismissal = 'with its close button' | 'with Escape';

export const closeTheBriefcase = (how: SheetDismissal) =>
  onScreen(`close the briefcase ${how}`, async ({ page }) => {
    const sheet = page.getByRole('complementary', { name: 'Briefcase' });
    if (how === 'with Escape') await page.keyboard.press('Escape');
    else await sheet.getByRole('button', { name: 'Close briefcase', exact: true }).tap();
    await sheet.waitFor({ state: 'detached' });
  });
