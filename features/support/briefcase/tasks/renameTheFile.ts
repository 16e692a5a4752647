import { interaction } from '../../interactions/Interaction';
import { describe, type FileRef, type RenameEnding } from '../briefcase-words';
import { onTheBriefcase } from '../drivers';
import { RENAMED_FILE } from '../questions/theRename';

/** Renames a file in place (double-click its name), finishing as the user does. */
export const renameTheFile = (ref: FileRef, typed: string, ending: RenameEnding) =>
  interaction(
    `rename ${describe(ref)} to "${typed}" and ${ending}`,
    onTheBriefcase({
      async viewModel(briefcase, actor) {
        actor.remember(RENAMED_FILE, describe(ref));
        const vm = await briefcase.current();
        const file = await briefcase.file(ref);
        briefcase.lastRenamedId = file.id;
        vm.renameStarted(file.id);
        if (vm.editingFileId !== file.id) throw new Error(`${file.name} cannot be renamed`);
        // Enter and leaving the field both commit: the view model has one intent for them. The user
        // does not wait for the save: one that fails is undone once its retries, on the scenario's
        // clock, are spent.
        if (ending === 'presses Escape') vm.renameCancelled();
        else void vm.renameSubmitted(file.id, typed);
        await briefcase.app.settled();
      },
      async browser(briefcase, actor) {
        actor.remember(RENAMED_FILE, describe(ref));
        const name = await briefcase.nameOf(ref);
        const item = await briefcase.reveal(name);
        briefcase.lastRenamedAt = (await briefcase.shownNames()).indexOf(name);
        await item.getByRole('button', { name, exact: true }).dblclick();
        const field = briefcase.panel.getByRole('textbox', { name: `New name for ${name}` });
        await field.fill(typed);
        if (ending === 'presses Enter') await field.press('Enter');
        else if (ending === 'presses Escape') await field.press('Escape');
        else await briefcase.search.focus();
        await briefcase.app.settled();
      },
    }),
  );
