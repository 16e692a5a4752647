import { interaction } from '../../interactions/Interaction';
import { onTheCreationForm } from '../drivers';

/** Chooses an existing folder for the new campaign. */
export const chooseTheFolder = (name: string) =>
  interaction(
    `choose the folder ${name}`,
    onTheCreationForm({
      async viewModel({ form }) {
        const folder = form.folderPicker.folders.find((candidate) => candidate.name === name);
        if (!folder) throw new Error(`No folder "${name}" to choose`);
        form.folderPicker.folderChosen(folder.id);
      },
      async browser({ page }) {
        await page.getByRole('combobox', { name: 'Folder' }).selectOption({ label: name });
      },
    }),
  );
