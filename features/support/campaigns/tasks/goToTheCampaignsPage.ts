import { interaction } from '../../interactions/Interaction';
import { afterListAnswer } from '../browser/page-helpers';
import { onTheCampaignsList } from '../drivers';

/** Presses a page's button under the campaigns list. */
export const goToTheCampaignsPage = (number: number) =>
  interaction(
    `go to campaigns page ${number}`,
    onTheCampaignsList({
      async viewModel(list) {
        await list.campaigns.list.pageChosen(number);
        await list.settled();
      },
      browser: ({ page }) =>
        afterListAnswer(page, () =>
          page.getByRole('button', { name: `Page ${number}`, exact: true }).click(),
        ),
    }),
  );
