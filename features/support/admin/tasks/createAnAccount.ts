import { interaction } from '../../interactions/Interaction';
import { onTheAccounts } from '../drivers';

/** Add Account: a name, then Create Account. */
export const createAnAccount = (name: string) =>
  interaction(
    `create the account ${name}`,
    onTheAccounts({
      async viewModel(accounts) {
        const { collection, view } = accounts.tab.accounts;
        view.add?.pressed();
        collection.form?.changed({ name });
        await collection.formSubmitted();
        await accounts.admin.pause();
      },
      async browser(accounts) {
        await accounts.admin.opensDialog(accounts.page.getByRole('button', { name: 'Add Account' }));
        await accounts.admin.dialog().getByLabel('Account Name').fill(name);
        await accounts.admin.dialog().getByRole('button', { name: 'Create Account' }).click();
        await accounts.admin.saved();
      },
    }),
  );
