import { question } from '../../questions/Question';
import { tableIdle } from '../browser/page-helpers';
import { onTheFolders } from '../drivers';

/** What a folder's Last Updated column reads ("Today", "Yesterday", "3 days ago", a date). */
export const theFolderLastUpdated = (folder: string) =>
  question(
    `the last update of the folder ${folder}`,
    onTheFolders({
      viewModel: async (folders) => folders.folders.lastUpdatedText(folders.folderNamed(folder)),
      async browser(folders) {
        await tableIdle(folders.page);
        const row = folders.page.getByRole('row').filter({ has: folders.countLink(folder) });
        // Folder Name, Campaigns, Last Updated, actions.
        return ((await row.getByRole('cell').nth(2).textContent()) ?? '').trim();
      },
    }),
  );
