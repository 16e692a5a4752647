import { question } from '../../questions/Question';
import { describe, type FileMenu, type FileRef } from '../briefcase-words';
import { onTheBriefcase, onTheBriefcasePage } from '../drivers';

/** The items of a file's menu: the view model's one list, or its more-actions menu in the page. */
export const theMenuOf = (ref: FileRef) =>
  question(
    `the menu of ${describe(ref)}`,
    onTheBriefcase({
      viewModel: async (briefcase) =>
        (await briefcase.current()).menuItemsOf(await briefcase.file(ref)).map((item) => item.label),
      browser: (briefcase) => briefcase.menuItems(ref, 'more-actions'),
    }),
  );

/**
 * The items of one of a file's two menus as the page draws them. The view model has one list for
 * both, so whether both show it is for a page to tell (@browser-only scenarios).
 */
export const theMenuInThePage = (ref: FileRef, menu: FileMenu) =>
  question(
    `the ${menu} menu of ${describe(ref)}`,
    onTheBriefcasePage((briefcase) => briefcase.menuItems(ref, menu)),
  );
