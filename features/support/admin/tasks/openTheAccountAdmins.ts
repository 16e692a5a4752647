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
        // The heading, not the table: a list that cannot load shows its error in the table's place.
        await accounts.page.getByRole('heading', { name: `Account Admins — ${account}` }).waitFor();
        await accounts.admin.loaded();
      },
    }),
  );
