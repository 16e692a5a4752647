import { STAGE_STATE_WORDS } from '../../../../src/ui/campaigns/detail/detail-texts';
import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** The run's stages in order: "PROCESSING: Completed", … */
export const theStages = () =>
  question(
    'the stages of the run',
    onTheCampaignPage({
      async viewModel({ page }) {
        return page.runView.stages.map((stage) => `${stage.label}: ${STAGE_STATE_WORDS[stage.state]}`);
      },
      browser: (campaign) =>
        campaign
          .progress()
          .locator('ol > li')
          .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? '')),
    }),
  );
