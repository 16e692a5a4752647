import { interaction } from '../../interactions/Interaction';
import { afterListAnswer } from '../browser/page-helpers';
import { onTheCampaignsList } from '../drivers';

/** The list's sort key behind each column header a user clicks. */
const SORT_KEYS: Record<string, string> = {
  Name: 'name',
  Status: 'status',
  Destination: 'destination',
  Folder: 'folderName',
  Created: 'createdAt',
  Updated: 'updatedAt',
};

/** Clicks a column header of the campaigns list (again to reverse the order). */
export const sortTheCampaignsBy = (column: string) =>
  interaction(
    `sort the campaigns by ${column}`,
    onTheCampaignsList({
      async viewModel(list) {
        await list.campaigns.list.sortClicked(SORT_KEYS[column] ?? column);
        await list.settled();
      },
      browser: ({ page }) =>
        afterListAnswer(page, () => page.getByRole('button', { name: column, exact: true }).click()),
    }),
  );
