import { interaction } from '../../interactions/Interaction';
import { onTheFolders } from '../drivers';
import { openTheFolders } from './openTheFolders';
import { searchTheFolders } from './searchTheFolders';

/** Finds the folder on /folders and follows its campaign count to its campaigns. */
export const openTheCampaignsOfTheFolder = (name: string) =>
  interaction(
    `open the campaigns of the folder ${name}`,
    onTheFolders({
      async viewModel(folders, actor) {
        await actor.attemptsTo(openTheFolders(), searchTheFolders(name));
        await folders.list.show(`/campaigns?folderId=${encodeURIComponent(folders.folderNamed(name).id)}`);
      },
      async browser(folders, actor) {
        await actor.attemptsTo(openTheFolders(), searchTheFolders(name));
        await folders.countLink(name).click();
        await folders.page.waitForURL((url) => url.pathname === '/campaigns');
        await folders.list.listShown();
      },
    }),
  );
