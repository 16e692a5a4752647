import { interaction } from '../../interactions/Interaction';
import { afterListAnswer } from '../browser/page-helpers';
import { onTheFolders } from '../drivers';

/** "Add Folder", names it and saves it. */
export const addTheFolder = (name: string) =>
  interaction(
    `add the folder ${name}`,
    onTheFolders({
      async viewModel({ folders, app }) {
        folders.addFolderClicked();
        folders.newNameTyped(name);
        await folders.addConfirmed();
        await app.settled();
      },
      async browser({ page }) {
        await page.getByRole('button', { name: 'Add Folder' }).click();
        await page.getByRole('textbox', { name: 'New folder name' }).fill(name);
        await afterListAnswer(page, () => page.getByRole('button', { name: 'Save folder' }).click());
      },
    }),
  );
