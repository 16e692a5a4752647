import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** Whether the campaign page's run panel offers its Stop button. */
export const whetherStopIsOffered = () =>
  question(
    'whether the campaign page offers Stop',
    onTheCampaignPage({
      async viewModel({ page }) {
        return page.runView.mayStop;
      },
      async browser({ page }) {
        return (await page.getByRole('button', { name: 'Stop', exact: true }).count()) > 0;
      },
    }),
  );
