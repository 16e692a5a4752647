import { interaction } from '../../interactions/Interaction';
import { afterListAnswer, rowMenu } from '../browser/page-helpers';
import { onTheFolders } from '../drivers';

/** "Delete" in a folder's actions menu, confirmed; the page deletes it or says why not. */
export const deleteTheFolder = (name: string) =>
  interaction(
    `delete the folder ${name}`,
    onTheFolders({
      async viewModel(driver) {
        const { actions } = driver.folders;
        actions.deleteRequested(driver.folderNamed(name));
        await actions.deleteConfirmed();
        await driver.settled();
      },
      async browser({ page }) {
        await rowMenu(page, name, 'Delete');
        const dialog = page.getByRole('alertdialog');
        // Deleted: the list loads again; refused: the page says why. Whichever comes first.
        const quiet = () => undefined;
        const outcome = Promise.race([
          afterListAnswer(page, () => Promise.resolve()).catch(quiet),
          page.getByRole('alert').waitFor().catch(quiet),
        ]);
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await dialog.waitFor({ state: 'detached' });
        await outcome;
      },
    }),
  );
