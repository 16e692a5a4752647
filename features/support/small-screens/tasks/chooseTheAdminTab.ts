import { onScreen } from '../on-a-screen';

/** One tab of the admin dashboard, chosen in its (scrolling) row of tabs. */
export const chooseTheAdminTab = (tab: string) =>
  onScreen(`choose the ${tab} tab`, async (app) => {
    await app.page.getByRole('tab', { name: tab, exact: true }).click();
    await app.page.getByRole('tabpanel', { name: tab }).waitFor();
    await app.settled();
  });
