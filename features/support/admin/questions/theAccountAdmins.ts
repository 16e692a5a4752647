import { question } from '../../questions/Question';
import { onTheAccounts } from '../drivers';

/** The emails the Account Admins view lists. */
export const theAccountAdmins = () =>
  question(
    'the account admins',
    onTheAccounts({
      async viewModel(accounts) {
        return accounts.admins.collection.rows.map((member) => member.email);
      },
      async browser(accounts) {
        const table = accounts.page.getByRole('table', { name: 'Account users' });
        return (await table.locator('tbody tr td:first-child').allTextContents()).map((text) => text.trim());
      },
    }),
  );
