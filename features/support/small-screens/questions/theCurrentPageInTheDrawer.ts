import { seenOnScreen } from '../on-a-screen';

/** The link the drawer's navigation marks as the current page (aria-current), if any. */
export const theCurrentPageInTheDrawer = () =>
  seenOnScreen('the page the drawer marks as current', async ({ page }) => {
    const current = page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]');
    return (await current.count()) > 0 ? (await current.first().innerText()).trim() : null;
  });
