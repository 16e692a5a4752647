import { question } from '../../questions/Question';
import { tableIdle } from '../browser/page-helpers';
import { onTheCampaignsList } from '../drivers';

/** How many campaigns the list says it holds (beside its title). */
export const theCampaignTotal = () =>
  question(
    'the campaigns total',
    onTheCampaignsList({
      viewModel: async ({ campaigns }) => campaigns.list.pagination.totalItems,
      async browser({ page }) {
        await tableIdle(page);
        return Number.parseInt(await page.locator('h1 + span').first().innerText(), 10);
      },
    }),
  );
