import { interaction } from '../../interactions/Interaction';
import { onTheShortcutList } from '../drivers';

/** `?` with the focus outside any text field: the list of shortcuts opens. */
export const listTheShortcuts = () =>
  interaction(
    'press ? outside a text field',
    onTheShortcutList(async (palette) => {
      await palette.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await palette.page.keyboard.press('?');
      await palette.shortcutList.waitFor();
    }),
  );

/** Escape: the open dialog closes. */
export const closeWithEscape = () =>
  interaction(
    'press Escape',
    onTheShortcutList(async (palette) => {
      await palette.page.keyboard.press('Escape');
      await palette.page.getByRole('dialog').waitFor({ state: 'detached' });
    }),
  );
