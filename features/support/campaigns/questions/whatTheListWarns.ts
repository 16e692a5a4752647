import type { Page } from 'playwright-core';
import { question } from '../../questions/Question';
import { onTheCampaignsList, onTheFolders } from '../drivers';

interface AccountListShown {
  actions: { error: string | null };
  loadError: string | null;
  noAccount: string | null;
}

/** What a list of the account (folders, campaigns) says instead of or above its rows: a failed
 * load or change, or that an account must be picked first (spec 2 §2.4, §2.5, §8). */
const warningOf = (list: AccountListShown) =>
  [list.actions.error, list.loadError, list.noAccount].filter(Boolean).join('\n');

/** The page's main text, where the notice and the error line sit. */
// biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText: what is shown, not hidden text.
const mainText = async (page: Page) => (await page.locator('main').innerText()).trim();

export const whatTheCampaignsListWarns = () =>
  question(
    'what the campaigns list warns',
    onTheCampaignsList({
      viewModel: async ({ campaigns }) => warningOf(campaigns),
      browser: async ({ page }) => mainText(page),
    }),
  );

export const whatTheFoldersListWarns = () =>
  question(
    'what the folders list warns',
    onTheFolders({
      viewModel: async ({ folders }) => warningOf(folders),
      browser: async ({ page }) => mainText(page),
    }),
  );
