import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import { at, button, type OpenTheScreen, pressing } from './openers';

/** The home screen in the new UI, switched to from the classic one if need be (spec 3 §9). */
async function theNewSidebar(app: BrowseTheApp): Promise<void> {
  await at('/')(app);
  const toNew = app.page.getByRole('button', { name: 'Switch to New UI' });
  if (await toNew.isVisible()) await toNew.click();
  await app.page.getByRole('button', { name: 'Switch to Classic UI' }).waitFor();
  await app.settled();
}

/** The signed-in frame around every page: the new sidebar, and a super admin acting as Riley. */
export const LAYOUT_SCREENS: Record<string, OpenTheScreen> = {
  // A regular admin's first screen (spec 1 §4): the account selector, the links waiting for it.
  'the home screen before an account is chosen': async (app) => {
    await at('/')(app);
    await app.page.getByRole('combobox', { name: 'Account' }).waitFor();
    await app.settled();
  },
  'the new sidebar': theNewSidebar,
  'the new sidebar collapsed': pressing(theNewSidebar, button('Collapse sidebar'), button('Expand sidebar')),
  // From here on the super admin acts as Riley: the last screen of a super admin's sweep.
  'the impersonation banner': async (app) => {
    await at('/admin?tab=users')(app);
    // A collapsed sidebar leaves the banner out: a user expands it to see who they act as.
    const expand = app.page.getByRole('button', { name: 'Expand sidebar' });
    if (await expand.isVisible()) await expand.click();
    const row = app.page.getByRole('row').filter({ hasText: 'riley.planner@example.com' });
    await row.getByRole('button', { name: /^Impersonate / }).click();
    await app.page.getByRole('button', { name: 'End Impersonation' }).waitFor();
    await app.workspaceReady();
  },
};
