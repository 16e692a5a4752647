import { interaction } from '../../interactions/Interaction';
import { onTheCampaignPage } from '../drivers';

/** Stops the campaign's running orchestration. */
export const stopTheOrchestration = () =>
  interaction(
    'stop the orchestration',
    onTheCampaignPage({
      async viewModel(campaign) {
        await campaign.page.actions.stopClicked();
        await campaign.settled();
      },
      async browser({ page }) {
        await page.getByRole('button', { name: 'Stop' }).click();
        await page.getByRole('button', { name: 'Stop' }).waitFor({ state: 'detached' });
      },
    }),
  );
