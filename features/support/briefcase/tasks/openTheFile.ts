import { interaction } from '../../interactions/Interaction';
import { describe, type FileRef } from '../briefcase-words';
import { onTheBriefcase } from '../drivers';

/** Opens a file in a new tab (at its link, renewed first if it had expired). */
export const openTheFile = (ref: FileRef) =>
  interaction(
    `open the file ${describe(ref)}`,
    onTheBriefcase({
      async viewModel(briefcase) {
        const vm = await briefcase.current();
        const url = await vm.fileOpenRequested((await briefcase.file(ref)).id);
        await briefcase.app.settled();
        briefcase.lastOpened = url;
      },
      async browser(briefcase) {
        const name = await briefcase.nameOf(ref);
        const [tab] = await Promise.all([
          briefcase.page.context().waitForEvent('page'),
          briefcase.reveal(name).then((item) => item.getByRole('button', { name: `Open ${name}` }).click()),
        ]);
        // The tab opens at once and is pointed at the file's link once the link is known to be fresh.
        await tab.waitForURL((url) => url.href !== 'about:blank');
        briefcase.lastOpened = tab.url();
        await tab.close();
      },
    }),
  );
