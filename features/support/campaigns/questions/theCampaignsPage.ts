import { question } from '../../questions/Question';
import { tableIdle } from '../browser/page-helpers';
import { onTheCampaignsList } from '../drivers';

/** The number of the campaigns list's page shown. */
export const theCampaignsPage = () =>
  question(
    'the campaigns page shown',
    onTheCampaignsList({
      viewModel: async ({ campaigns }) => campaigns.list.pagination.currentPage,
      async browser({ page }) {
        await tableIdle(page);
        return Number(await page.locator('[aria-current="page"]').last().innerText());
      },
    }),
  );
