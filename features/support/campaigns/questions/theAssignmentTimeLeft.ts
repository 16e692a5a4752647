import { question } from '../../questions/Question';
import { onTheCampaignPage } from '../drivers';

/** The remaining time shown for a processing creatives assignment, or null. */
export const theAssignmentTimeLeft = () =>
  question<string | null>(
    "the creatives assignment's remaining time",
    onTheCampaignPage({
      async viewModel({ page }) {
        return page.showCreatives ? page.assignmentCountdown.text : null;
      },
      async browser({ page }) {
        const timer = page.getByRole('timer');
        return (await timer.count()) ? (await timer.innerText()).trim() : null;
      },
    }),
  );
