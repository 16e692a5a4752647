import { interaction } from '../../interactions/Interaction';
import { onTheAccounts } from '../drivers';

/** Add Admin: picks a user (none: saves with the empty choice). */
export const addAnAccountAdmin = (email: string | null) =>
  interaction(
    `add ${email ?? 'nobody'} as an admin`,
    onTheAccounts({
      async viewModel(accounts) {
        const admins = accounts.admins;
        if (!admins.collection.form) await admins.view.add?.pressed();
        const chosen = admins.candidates().find((user) => user.email === email);
        admins.collection.form?.changed({ userId: chosen?.id ?? email ?? '' });
        await admins.collection.formSubmitted();
        await accounts.admin.pause();
      },
      async browser(accounts) {
        if (!(await accounts.admin.dialog().count()))
          await accounts.admin.opensDialog(accounts.page.getByRole('button', { name: 'Add Admin' }));
        const select = accounts.admin.dialog().getByLabel('User');
        if (email) {
          const option = select.locator('option').filter({ hasText: `(${email})` });
          await select.selectOption((await option.getAttribute('value')) ?? '');
        }
        await accounts.admin.dialog().getByRole('button', { name: 'Add Admin' }).click();
        await accounts.admin.saved();
      },
    }),
  );
