import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** The run's overall progress ("Complete", "Failed", …), or '' before any run. */
export const theRunsProgress = () =>
  question(
    "the run's progress",
    onTheCampaignPage({
      async viewModel({ page }) {
        return page.run ? page.runView.indicator : '';
      },
      async browser(campaign) {
        if (!(await campaign.progress().count())) return '';
        const text = await campaign.progress().locator('strong').innerText();
        return text.replace('Overall progress:', '').trim();
      },
    }),
  );
