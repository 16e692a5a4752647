import { ROW_MENU_OFFSET_PX } from '../../../../src/ui/kit/row-actions/row-menu-offset';
import { question } from '../../questions/Question';
import { onTheFolders } from '../drivers';

/** Pixels between a folder row's actions button and its open menu. */
export const theRowMenuOffset = (name: string) =>
  question(
    `the offset of the actions menu of ${name}`,
    onTheFolders({
      async viewModel(folders) {
        folders.folderNamed(name);
        return ROW_MENU_OFFSET_PX;
      },
      async browser({ page }) {
        const button = page.getByRole('button', { name: `Actions for ${name}` });
        // Measured before opening: an open menu hides the rest of the page from the accessibility tree.
        const trigger = await button.boundingBox();
        await button.click();
        const menu = page.getByRole('menu');
        await menu.waitFor();
        // Radix places the menu once it has measured it: read after the next two frames.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const opened = await menu.boundingBox();
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
        if (!trigger || !opened) throw new Error('The row menu is not on screen');
        const below = opened.y - (trigger.y + trigger.height);
        const above = trigger.y - (opened.y + opened.height);
        return Math.round(below >= 0 ? below : above);
      },
    }),
  );
