import { onlyInTheBrowser } from '../interactions/Interaction';
import { question } from '../questions/Question';

/**
 * The buttons of the Roles tab's two dialogs, Add Role's and Edit Role's (of that role), each
 * dialog then closed with its Cancel. The kit draws Cancel, so only a page shows it.
 */
export const theRoleDialogButtons = (role: string) =>
  question(
    `the buttons of the role dialogs (editing ${role})`,
    onlyInTheBrowser(async (app) => {
      const { page } = app;
      const buttonsOfTheDialogOpenedBy = async (opener: string) => {
        await page.getByRole('button', { name: opener, exact: true }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        // The dialog's own Close (×) aside: the buttons of its form.
        const buttons = await dialog.locator('form').getByRole('button').allInnerTexts();
        await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        return buttons.map((text) => text.trim()).filter(Boolean);
      };
      return {
        adding: await buttonsOfTheDialogOpenedBy('Add Role'),
        editing: await buttonsOfTheDialogOpenedBy(`Edit role ${role}`),
      };
    }),
  );
