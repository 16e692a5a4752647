import { interaction } from '../../interactions/Interaction';
import { afterListAnswer } from '../browser/page-helpers';
import { onTheCampaignsList } from '../drivers';

/** Chooses how many campaigns a page shows ("Rows per page"). */
export const showCampaignsPerPage = (size: number) =>
  interaction(
    `show ${size} campaigns per page`,
    onTheCampaignsList({
      async viewModel(list) {
        await list.campaigns.list.pageSizeChosen(size);
        await list.settled();
      },
      browser: ({ page }) =>
        afterListAnswer(page, () =>
          page.getByRole('combobox', { name: 'Rows per page' }).selectOption(String(size)),
        ),
    }),
  );
