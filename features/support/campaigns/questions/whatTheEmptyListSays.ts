import { question } from '../../questions/Question';
import { onTheCampaignsList } from '../drivers';

/** The title and hint of an empty campaigns list. */
export const whatTheEmptyListSays = () =>
  question(
    'what the empty campaigns list says',
    onTheCampaignsList({
      async viewModel({ campaigns }) {
        const empty = campaigns.emptyState;
        return empty ? [empty.title, ...(empty.hint ? [empty.hint] : [])] : [];
      },
      async browser(list) {
        const title = list.emptyTitle();
        await title.waitFor();
        const hint = title.locator('xpath=following-sibling::*[1]');
        return [
          (await title.innerText()).trim(),
          ...((await hint.count()) ? [(await hint.innerText()).trim()] : []),
        ];
      },
    }),
  );
