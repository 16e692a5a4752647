import { interaction } from '../../interactions/Interaction';
import { onTheCampaignPage } from '../drivers';

/** "Check again" after the page gave up polling an orphaned run. */
export const checkTheRunAgain = () =>
  interaction(
    'check the run again',
    onTheCampaignPage({
      async viewModel(campaign) {
        campaign.page.checkAgainClicked();
        await campaign.settled();
      },
      async browser({ page }) {
        await page.getByRole('button', { name: 'Check again' }).click();
      },
    }),
  );
