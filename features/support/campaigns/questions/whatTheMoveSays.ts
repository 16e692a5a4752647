import { question } from '../../questions/Question';
import { onTheCampaignsList } from '../drivers';

/** What the last move from the list said: what moved, or why nothing did. */
export const whatTheMoveSays = () =>
  question(
    'what the move says',
    onTheCampaignsList({
      viewModel: async (list) => list.shown?.move.error ?? list.shown?.move.done ?? null,
      async browser({ page }) {
        const said = page
          .getByRole('status')
          .filter({ hasText: /^Moved |^Already in / })
          .or(page.getByRole('dialog').getByRole('alert'));
        return (await said.count()) ? (await said.first().innerText()).trim() : null;
      },
    }),
  );
