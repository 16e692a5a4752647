import { interaction } from '../../interactions/Interaction';
import { afterListAnswer, rowMenu } from '../browser/page-helpers';
import { onTheCampaignsList } from '../drivers';

/** "Pin" in a campaign's actions menu. */
export const pinTheCampaign = (name: string) =>
  interaction(
    `pin the campaign ${name}`,
    onTheCampaignsList({
      async viewModel(list) {
        await list.campaigns.actions.pinToggled(list.campaignNamed(name).id);
        await list.settled();
      },
      browser: ({ page }) => afterListAnswer(page, () => rowMenu(page, name, 'Pin')),
    }),
  );
