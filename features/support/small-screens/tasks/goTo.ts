import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import { menuButton, onScreen } from '../on-a-screen';

/** The places of issue 34's list that have no address of their own to type. */
async function openAChatWithAResult(app: BrowseTheApp): Promise<void> {
  await app.open('/');
  await menuButton(app.page).click();
  await app.page.getByRole('link', { name: /Q4 holiday insertion order/ }).click();
  await app.page.getByRole('table', { name: 'Result details' }).first().waitFor();
  await app.settled();
}

/** The first campaign of the list, by its address (the list's rows open it on a tap, as on a click). */
async function openACampaignPage(app: BrowseTheApp): Promise<void> {
  await app.open('/campaigns');
  const href = await app.page.locator('a[href^="/campaigns/"]').first().getAttribute('href');
  if (!href) throw new Error('The campaigns list shows no campaign to open');
  await app.open(href);
  await app.workspaceReady();
}

/** A page of the product by address ('/status'), or 'a chat with a result', or 'a campaign page'. */
export const goTo = (place: string) =>
  onScreen(`go to ${place}`, async (app) => {
    if (place === 'a chat with a result') return openAChatWithAResult(app);
    if (place === 'a campaign page') return openACampaignPage(app);
    await app.open(place);
    if (place.startsWith('/')) await app.workspaceReady();
  });
