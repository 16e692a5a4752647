import { interaction } from '../../interactions/Interaction';
import { onTheAccounts } from '../drivers';

/** Opens an account's Account Admins view. */
export const openTheAccountAdmins = (account: string) =>
  interaction(
    `open the admins of ${account}`,
    onTheAccounts({
      async viewModel(accounts) {
        accounts.tab.adminsPressed(accounts.account(account));
        await accounts.admin.pause();
      },
      async browser(accounts) {
        await accounts.page.getByRole('button', { name: `Account admins of ${account}` }).click();
        await accounts.page.getByRole('table', { name: 'Account users' }).waitFor();
        await accounts.admin.loaded();
      },
    }),
  );
