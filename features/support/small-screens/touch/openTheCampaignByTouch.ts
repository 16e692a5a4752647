import { onScreen } from '../on-a-screen';

/**
 * The campaign's row of the list tapped beside its name (a tap on the name renames it, spec 2
 * §2.4; its box and menu are controls of their own): the campaign's page opens.
 */
export const openTheCampaignByTouch = (name: string) =>
  onScreen(`open the campaign "${name}" by touch`, async (app) => {
    const { page } = app;
    const row = page.getByRole('row').filter({ hasText: name }).first();
    await row.getByRole('cell').nth(1).tap();
    await page.waitForURL((url) => /^\/campaigns\/[^/]+$/.test(url.pathname));
    await app.workspaceReady();
  });
