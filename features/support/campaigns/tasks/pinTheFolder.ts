import { interaction } from '../../interactions/Interaction';
import { afterListAnswer, rowMenu } from '../browser/page-helpers';
import { onTheFolders } from '../drivers';

/** "Pin" in a folder's actions menu. */
export const pinTheFolder = (name: string) =>
  interaction(
    `pin the folder ${name}`,
    onTheFolders({
      async viewModel(driver) {
        await driver.folders.actions.pinToggled(driver.folderNamed(name).id);
        await driver.settled();
      },
      browser: ({ page }) => afterListAnswer(page, () => rowMenu(page, name, 'Pin')),
    }),
  );
