import { interaction } from '../../interactions/Interaction';
import { onTheAccounts } from '../drivers';

/** Leaves an account's admins or settings with 'Back to Accounts'. */
export const goBackToTheAccounts = () =>
  interaction(
    'go back to the accounts',
    onTheAccounts({
      async viewModel(accounts) {
        accounts.tab.backToAccountsPressed();
        await accounts.admin.pause();
      },
      async browser(accounts) {
        await accounts.page.getByRole('button', { name: 'Back to Accounts' }).click();
        await accounts.page.getByRole('table', { name: 'Accounts', exact: true }).waitFor();
        await accounts.admin.loaded();
      },
    }),
  );
