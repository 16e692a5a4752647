import { question } from '../../questions/Question';
import { onTheAccounts } from '../drivers';

/** What the Account Admins view says after a change. */
export const whatTheAccountAdminsSay = () =>
  question(
    'what the account admins view says',
    onTheAccounts({
      async viewModel(accounts) {
        return accounts.admins.collection.notice;
      },
      async browser(accounts) {
        const status = accounts.page.getByRole('status').filter({ hasText: /\S/ }).first();
        return (await status.count()) ? ((await status.textContent()) ?? '').trim() : null;
      },
    }),
  );
