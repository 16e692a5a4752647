import { question } from '../../questions/Question';
import { tableIdle } from '../browser/page-helpers';
import { onTheCampaignsList } from '../drivers';

/** The numbers of the page buttons under the campaigns list. */
export const thePageButtons = () =>
  question(
    'the page buttons',
    onTheCampaignsList({
      viewModel: async ({ campaigns }) => campaigns.list.pageNumbers,
      async browser({ page }) {
        await tableIdle(page);
        const labels = await page
          .getByRole('navigation', { name: 'Campaigns pages' })
          .getByRole('button', { name: /^Page \d+$/ })
          .allInnerTexts();
        return labels.map(Number);
      },
    }),
  );
