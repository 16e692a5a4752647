import { menuButton, onScreen } from '../on-a-screen';

/** "Menu" above the screen: the sidebar slides in. */
export const openTheDrawer = () =>
  onScreen('open the sidebar drawer', async ({ page }) => {
    await menuButton(page).click();
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
  });
