import { question } from '../../questions/Question';
import { onTheAccounts } from '../drivers';

/** The users Add Admin offers, by email; the form is left open. */
export const theAdminCandidates = () =>
  question(
    'whom Add Admin offers',
    onTheAccounts({
      async viewModel(accounts) {
        await accounts.admins.view.add?.pressed();
        return accounts.admins.candidates().map((user) => user.email);
      },
      async browser(accounts) {
        await accounts.admin.opensDialog(accounts.page.getByRole('button', { name: 'Add Admin' }));
        // The picker stays busy until the users list has answered.
        const select = accounts.admin.dialog().getByLabel('User');
        await select.and(accounts.page.locator('[aria-busy="false"]')).waitFor();
        const options = await select.locator('option').allTextContents();
        return options.slice(1).map((text) => /\(([^)]+)\)$/.exec(text)?.[1] ?? text);
      },
    }),
  );
