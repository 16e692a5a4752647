import { interaction } from '../../interactions/Interaction';
import { onTheCampaignPage } from '../drivers';

/** Presses the creatives panel's upload button with no file picked. */
export const pressUploadWithoutCreatives = () =>
  interaction(
    'press upload without creatives',
    onTheCampaignPage({
      async viewModel(campaign) {
        await campaign.page.actions.creativesUploadClicked();
        await campaign.settled();
      },
      async browser(campaign) {
        await campaign.creativesButton().click();
      },
    }),
  );
