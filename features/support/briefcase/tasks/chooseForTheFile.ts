import { interaction } from '../../interactions/Interaction';
import { describe, type FileRef } from '../briefcase-words';
import { onTheBriefcase } from '../drivers';

/** An item of the file's more-actions menu (Reference in chat, Go to message, Rename, Pin/Unpin). */
export const chooseForTheFile = (item: string, ref: FileRef) =>
  interaction(
    `choose "${item}" for ${describe(ref)}`,
    onTheBriefcase({
      async viewModel(briefcase) {
        const vm = await briefcase.current();
        const file = await briefcase.file(ref);
        const entry = vm.menuItemsOf(file).find((candidate) => candidate.label === item);
        if (!entry) throw new Error(`The menu of ${file.name} has no "${item}"`);
        vm.menuItemChosen(file.id, entry.action);
        await briefcase.app.settled();
      },
      async browser(briefcase) {
        const menu = await briefcase.openMenu(ref, 'more-actions');
        await menu.getByRole('menuitem', { name: item }).click();
        await briefcase.app.settled();
      },
    }),
  );
