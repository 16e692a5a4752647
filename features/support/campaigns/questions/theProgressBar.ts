import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** Where the campaign page's progress bar stands, in percent. */
export const theProgressBar = () =>
  question(
    "the campaign's progress bar",
    onTheCampaignPage({
      async viewModel({ page }) {
        return page.runView.percent;
      },
      async browser(campaign) {
        const bar = campaign.page.getByRole('progressbar', { name: 'Campaign progress' });
        return Number(await bar.getAttribute('aria-valuenow'));
      },
    }),
  );
