import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** Whether the campaign page lets the actor change the campaign (not read-only). */
export const whetherTheyMayChangeTheCampaign = () =>
  question(
    'whether they may change the campaign',
    onTheCampaignPage({
      async viewModel({ page }) {
        return page.mayWrite;
      },
      async browser({ page }) {
        return (await page.getByText('You can view this campaign but not change it.').count()) === 0;
      },
    }),
  );
