import { interaction } from '../../interactions/Interaction';
import { afterListAnswer } from '../browser/page-helpers';
import { onTheFolders } from '../drivers';
import { SEARCH_SETTLES_MS } from '../view-models/screens';

/** Types into "Search folders" and waits for the list's answer. */
export const searchTheFolders = (text: string) =>
  interaction(
    `search the folders for "${text}"`,
    onTheFolders({
      async viewModel({ folders, app }) {
        folders.list.searchTyped(text);
        await app.wait(SEARCH_SETTLES_MS);
        await app.settled();
      },
      browser: ({ page }) =>
        afterListAnswer(page, () => page.getByRole('searchbox', { name: 'Search folders' }).fill(text)),
    }),
  );
