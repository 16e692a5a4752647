import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Add User on the allowed list: an email, an initial role and account. */
export const allowAUser = (email: string, role: string, account: string) =>
  interaction(
    `allow ${email} to sign in`,
    onTheAdmin({
      async viewModel(admin) {
        const allowed = admin.dashboard.tab('allowed-users');
        allowed.view.add?.pressed();
        allowed.collection.form?.changed({
          email,
          roleId: allowed.roles.value.find((candidate) => candidate.name === role)?.id ?? '',
          accountId: allowed.accounts.value.find((candidate) => candidate.name === account)?.id ?? '',
        });
        await allowed.collection.formSubmitted();
        await admin.pause();
      },
      async browser(admin) {
        const dialog = await admin.opensDialog(admin.page.getByRole('button', { name: 'Add User' }));
        await dialog.getByLabel('Email').fill(email);
        if (role) await dialog.getByLabel('Initial Role').selectOption({ label: role });
        if (account) await dialog.getByLabel('Initial Account').selectOption({ label: account });
        await dialog.getByRole('button', { name: 'Add User' }).click();
        await admin.saved();
      },
    }),
  );
