import { interaction } from '../../interactions/Interaction';
import { renameInPlace } from '../browser/page-helpers';
import { onTheFolders } from '../drivers';

/** Renames a folder in place: its rename button, the new name, Enter. */
export const renameTheFolder = (from: string, to: string) =>
  interaction(
    `rename the folder ${from} to ${to}`,
    onTheFolders({
      async viewModel(driver) {
        const { actions } = driver.folders;
        const folder = driver.folderNamed(from);
        actions.renameStarted(folder.id);
        await actions.renameCommitted(folder.id, to);
        await driver.settled();
      },
      browser: ({ page }) => renameInPlace(page, from, to),
    }),
  );
