import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** Whether the creatives panel's upload button may be pressed. */
export const whetherCreativesMayBeSent = () =>
  question(
    'whether creatives may be sent',
    onTheCampaignPage({
      async viewModel({ page }) {
        if (!page.showCreatives) throw new Error('The campaign page shows no creatives panel');
        return !page.actions.creatives.uploading && !page.actions.creativesBlocked;
      },
      async browser(campaign) {
        return !(await campaign.creativesButton().isDisabled());
      },
    }),
  );
