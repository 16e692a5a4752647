import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** Whether Start Orchestration may be pressed. */
export const whetherTheyMayStart = () =>
  question(
    'whether Start Orchestration may be pressed',
    onTheCampaignPage({
      async viewModel({ page }) {
        return !page.startDisabled;
      },
      async browser({ page }) {
        return !(await page.getByRole('button', { name: 'Start Orchestration' }).isDisabled());
      },
    }),
  );
