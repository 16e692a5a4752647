import { question } from '../../questions/Question';
import { describe, type FileMenu, type FileRef } from '../briefcase-words';
import { onTheBriefcase } from '../drivers';

/** The items of a file's more-actions menu, or of its right-click menu. */
export const theMenuOf = (ref: FileRef, menu: FileMenu) =>
  question(
    `the ${menu} menu of ${describe(ref)}`,
    onTheBriefcase({
      // Both menus offer the same items: the view model has one list for them.
      viewModel: async (briefcase) =>
        (await briefcase.current()).menuItemsOf(await briefcase.file(ref)).map((item) => item.label),
      async browser(briefcase) {
        const opened = await briefcase.openMenu(ref, menu);
        const items = await opened.getByRole('menuitem').allTextContents();
        await briefcase.page.keyboard.press('Escape');
        return items;
      },
    }),
  );
