import { question } from '../../questions/Question';
import { onTheShortcutList } from '../drivers';

/** Each row of the open shortcut list: its keys as shown ("Ctrl + K") and what they do. */
export const theShortcutRows = () =>
  question(
    'the rows of the shortcut list',
    onTheShortcutList(async (palette) => {
      const rows = palette.shortcutList.locator('tbody tr');
      const seen: { keys: string; does: string }[] = [];
      for (const row of await rows.all()) {
        const [keys = '', does = ''] = (await row.locator('td').allTextContents()).map((cell) => cell.trim());
        seen.push({ keys, does });
      }
      return seen;
    }),
  );
