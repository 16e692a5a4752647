import { interaction } from '../../interactions/Interaction';
import { afterListAnswer } from '../browser/page-helpers';
import { onTheCampaignsList } from '../drivers';
import { SEARCH_SETTLES_MS } from '../view-models/screens';

/** Types into "Search campaigns" and waits for the list's answer. */
export const searchTheCampaigns = (text: string) =>
  interaction(
    `search the campaigns for "${text}"`,
    onTheCampaignsList({
      async viewModel({ campaigns, app }) {
        campaigns.list.searchTyped(text);
        await app.wait(SEARCH_SETTLES_MS);
        await app.settled();
      },
      browser: ({ page }) =>
        afterListAnswer(page, () => page.getByRole('searchbox', { name: 'Search campaigns' }).fill(text)),
    }),
  );
