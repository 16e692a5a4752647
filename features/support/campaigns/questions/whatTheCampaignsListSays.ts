import { question } from '../../questions/Question';
import { onTheCampaignsList } from '../drivers';

/** The success message above the campaigns list (a creation, a deletion…), or null. */
export const whatTheCampaignsListSays = () =>
  question(
    'the success message of the campaigns list',
    onTheCampaignsList({
      viewModel: async (list) => list.shown?.successText ?? null,
      async browser({ page }) {
        const status = page.getByRole('status').filter({ hasText: /created|Successfully/ });
        return (await status.count()) ? (await status.first().innerText()).trim() : null;
      },
    }),
  );
