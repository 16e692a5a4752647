import { onScreen } from '../on-a-screen';

/** The composer's "Show briefcase" tapped: the briefcase opens (its code loads the first time). */
export const showTheBriefcaseByTouch = () =>
  onScreen('show the briefcase by touch', async ({ page }) => {
    await page.getByRole('button', { name: 'Show briefcase', exact: true }).tap();
    await page.getByRole('complementary', { name: 'Briefcase' }).waitFor();
  });
