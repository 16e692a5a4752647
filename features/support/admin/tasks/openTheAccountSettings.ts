import { interaction } from '../../interactions/Interaction';
import { onTheAccounts } from '../drivers';

/** Opens an account's Settings view. */
export const openTheAccountSettings = (account: string) =>
  interaction(
    `open the settings of ${account}`,
    onTheAccounts({
      async viewModel(accounts) {
        accounts.tab.settingsPressed(accounts.account(account));
        await accounts.admin.pause();
      },
      async browser(accounts) {
        await accounts.page.getByRole('button', { name: `Settings of ${account}` }).click();
        // The heading, not the table: a list that cannot load shows its error in the table's place.
        await accounts.page.getByRole('heading', { name: `Settings — ${account}` }).waitFor();
        await accounts.admin.loaded();
      },
    }),
  );
