import { interaction } from '../../interactions/Interaction';
import { onTheCreationForm } from '../drivers';

/** "Create new folder" inside the creation form, and chooses it. */
export const createANewFolderInTheForm = (name: string) =>
  interaction(
    `create the new folder ${name} in the form`,
    onTheCreationForm({
      async viewModel(creation) {
        creation.form.folderPicker.newFolderClicked();
        creation.form.folderPicker.newFolderTyped(name);
        await creation.form.folderPicker.newFolderConfirmed();
        await creation.settled();
      },
      async browser({ page }) {
        await page.getByRole('button', { name: 'Create new folder' }).click();
        await page.getByRole('textbox', { name: 'New folder name' }).fill(name);
        await page.getByRole('button', { name: 'Add folder' }).click();
        await page.getByRole('textbox', { name: 'New folder name' }).waitFor({ state: 'detached' });
      },
    }),
  );
