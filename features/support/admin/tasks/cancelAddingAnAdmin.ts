import { interaction } from '../../interactions/Interaction';
import { onTheAccounts } from '../drivers';

/** Closes the Add Admin form without adding anybody. */
export const cancelAddingAnAdmin = () =>
  interaction(
    'cancel adding an admin',
    onTheAccounts({
      async viewModel(accounts) {
        accounts.admins.collection.formClosed();
      },
      async browser(accounts) {
        await accounts.admin.dialog().getByRole('button', { name: 'Cancel' }).click();
      },
    }),
  );
