import { interaction } from '../../interactions/Interaction';
import { describe, type FileRef } from '../briefcase-words';
import { onTheBriefcase } from '../drivers';

/** A single click on a file's name in the briefcase (a double click would rename it). */
export const clickTheFile = (ref: FileRef) =>
  interaction(
    `click ${describe(ref)}`,
    onTheBriefcase({
      async viewModel(briefcase) {
        const vm = await briefcase.current();
        vm.fileClicked((await briefcase.file(ref)).id);
        await briefcase.app.settled();
      },
      async browser(briefcase) {
        const name = await briefcase.nameOf(ref);
        await (await briefcase.reveal(name)).getByText(name, { exact: true }).click();
        await briefcase.app.settled();
      },
    }),
  );
