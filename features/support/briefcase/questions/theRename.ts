import type { Actor } from '../../actors/Actor';
import { question } from '../../questions/Question';
import { describe, type FileRef } from '../briefcase-words';
import { onTheBriefcase } from '../drivers';

/** The file a scenario last renamed, as its steps named it ("the IO result", "old.pdf"). */
export const RENAMED_FILE = 'the file renamed last';

/** The current name of the file, which the scenario renamed last (it may have a new name now). */
export const theNameOfTheRenamedFile = (ref: FileRef) =>
  question(
    `the name of ${describe(ref)}, renamed last`,
    onTheBriefcase({
      async viewModel(briefcase, actor) {
        renamedLast(actor, ref);
        const vm = await briefcase.current();
        const file = briefcase.lastRenamedId ? vm.fileById(briefcase.lastRenamedId) : undefined;
        if (!file) throw new Error('No file was renamed');
        return file.name;
      },
      /** The name now shown where the renamed file was: a rename keeps the list's order (pinned, then oldest first). */
      async browser(briefcase, actor) {
        renamedLast(actor, ref);
        const at = briefcase.lastRenamedAt;
        if (at === null || at < 0) throw new Error('No file was renamed');
        return (await briefcase.shownNames())[at] ?? '';
      },
    }),
  );

/** Whether the file's name is open for editing. */
export const whetherTheNameIsBeingEdited = (ref: FileRef) =>
  question(
    `whether the name of ${describe(ref)} is being edited`,
    onTheBriefcase({
      viewModel: async (briefcase) =>
        (await briefcase.current()).editingFileId === (await briefcase.file(ref)).id,
      async browser(briefcase) {
        const name = await briefcase.nameOf(ref);
        return (await briefcase.panel.getByRole('textbox', { name: `New name for ${name}` }).count()) > 0;
      },
    }),
  );

/**
 * What has been saved so far, to compare before and after: the chat's stored files at the
 * view-model level, the count of saves the page sent in Chromium.
 */
export const whatWasSavedSoFar = () =>
  question(
    'what was saved so far',
    onTheBriefcase({
      viewModel: async (briefcase) => JSON.stringify(await briefcase.app.storedFilesOf(briefcase.openChatId)),
      async browser(briefcase) {
        await briefcase.app.settled();
        return `${briefcase.app.writesSent()} saves sent`;
      },
    }),
  );

/** The error the briefcase shows, if any. */
export const theBriefcaseError = () =>
  question(
    "the briefcase's error",
    onTheBriefcase<string | null>({
      viewModel: async (briefcase) => (await briefcase.current()).error,
      async browser(briefcase) {
        const alert = briefcase.panel.getByRole('alert');
        return (await alert.count()) > 0 ? ((await alert.locator('p').textContent()) ?? '') : null;
      },
    }),
  );

function renamedLast(actor: Actor, ref: FileRef): void {
  const renamed = actor.recall<string>(RENAMED_FILE);
  if (renamed !== describe(ref)) throw new Error(`${describe(ref)} was not renamed last: ${renamed} was`);
}
