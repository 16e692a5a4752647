import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import { aDialog, aMenu, aTextbox, at, button, menuItem, type OpenTheScreen, pressing } from './openers';

/** The first campaign of the list, by its address. */
async function aCampaignPage(app: BrowseTheApp): Promise<void> {
  await at('/campaigns')(app);
  const href = await app.page.locator('a[href^="/campaigns/"]').first().getAttribute('href');
  if (!href) throw new Error('The campaigns list shows no campaign to open');
  await at(href)(app);
}

/** The list at that address, a row's actions menu, and the confirmation of its Delete. */
function aListWithRows(path: string, noun: string): Record<string, OpenTheScreen> {
  const rowMenu = pressing(at(path), button(/^Actions for /), aMenu);
  return {
    [`a ${noun}'s actions menu`]: rowMenu,
    [`a ${noun}'s delete confirmation`]: pressing(rowMenu, menuItem('Delete'), aDialog),
    [`a ${noun}'s rename field`]: pressing(at(path), button(/^Rename /), (page) =>
      page.getByRole('textbox', { name: /^New name for / }),
    ),
  };
}

/** Folders, campaigns and a campaign's page (spec 2 §2.3–§2.6). */
export const CAMPAIGN_SCREENS: Record<string, OpenTheScreen> = {
  'the status page': at('/status'),
  'the folders': at('/folders'),
  ...aListWithRows('/folders', 'folder'),
  'the new folder field': pressing(at('/folders'), button('Add Folder'), aTextbox('New folder name')),
  'the campaigns': at('/campaigns'),
  ...aListWithRows('/campaigns', 'campaign'),
  "the campaigns' move to folder dialog": pressing(
    async (app) => {
      await at('/campaigns')(app);
      await app.page
        .getByRole('checkbox', { name: /^Select (?!all)/ })
        .first()
        .check();
    },
    button('Move to folder'),
    aDialog,
  ),
  'the new campaign form': at('/campaign/new'),
  "the new campaign form's new folder field": pressing(
    at('/campaign/new'),
    button('Create new folder'),
    aTextbox('New folder name'),
  ),
  'a campaign page': aCampaignPage,
  "a campaign page's move to folder dialog": pressing(aCampaignPage, button('Move to folder'), aDialog),
};
