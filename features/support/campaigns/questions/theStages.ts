import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

const STATE_WORDS = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  error: 'Error',
  stopped: 'Stopped',
};

/** The run's stages in order: "PROCESSING: Completed", … */
export const theStages = () =>
  question(
    'the stages of the run',
    onTheCampaignPage({
      async viewModel({ page }) {
        return page.runView.stages.map((stage) => `${stage.label}: ${STATE_WORDS[stage.state]}`);
      },
      browser: (campaign) =>
        campaign
          .progress()
          .locator('ol > li')
          .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? '')),
    }),
  );
