import { question } from '../../questions/Question';
import { tableIdle } from '../browser/page-helpers';
import { onTheFolders } from '../drivers';

/** How many campaigns the folders page says a folder holds. */
export const theCampaignCountOf = (folder: string) =>
  question(
    `the campaign count of the folder ${folder}`,
    onTheFolders({
      viewModel: async (folders) => folders.folderNamed(folder).campaignCount,
      async browser(folders) {
        await tableIdle(folders.page);
        return Number(await folders.countLink(folder).innerText());
      },
    }),
  );
