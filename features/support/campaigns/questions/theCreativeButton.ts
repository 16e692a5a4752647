import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** The creatives panel's button: "Upload creatives", "Upload more" or "Retry upload". */
export const theCreativeButton = () =>
  question(
    'the creative button',
    onTheCampaignPage({
      async viewModel(campaign) {
        if (!campaign.page.showCreatives) throw new Error('The campaign page shows no creatives panel');
        return campaign.page.actions.creativeButton;
      },
      async browser(campaign) {
        return (await campaign.creativesButton().innerText()).trim();
      },
    }),
  );
