import { interaction } from '../../interactions/Interaction';
import { moveInDialog } from '../browser/page-helpers';
import { onTheCampaignPage } from '../drivers';
import { chooseAndMove } from '../view-models/screens';

/** "Move to folder" on the campaign page, choosing that folder. */
export const moveTheCampaignTo = (folder: string) =>
  interaction(
    `move this campaign to the folder ${folder}`,
    onTheCampaignPage({
      async viewModel(campaign) {
        await campaign.page.actions.moveClicked();
        await campaign.settled();
        await chooseAndMove(campaign.page.actions.move, folder);
        await campaign.settled();
      },
      async browser({ page }) {
        await page.getByRole('button', { name: 'Move to folder' }).click();
        await moveInDialog(page, folder);
      },
    }),
  );
