import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Assign Channel on the Channel Config tab: a channel config given to an account, switched on. */
export const assignTheChannel = (channel: string, account: string) =>
  interaction(
    `assign ${channel} to ${account}`,
    onTheAdmin({
      async viewModel(admin) {
        const { assignments, accounts, configs } = admin.dashboard.tab('channels');
        assignments.view.add?.pressed();
        assignments.collection.form?.changed({
          accountId: accounts.value.find((candidate) => candidate.name === account)?.id ?? '',
          channelId: configs.collection.list.all.find((candidate) => candidate.name === channel)?.id ?? '',
        });
        await assignments.collection.formSubmitted();
        await admin.pause();
      },
      async browser(admin) {
        const dialog = await admin.opensDialog(admin.page.getByRole('button', { name: 'Assign Channel' }));
        await dialog.getByLabel('Account').selectOption({ label: account });
        await dialog.getByLabel('Channel').selectOption({ label: channel });
        await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
        await admin.saved();
      },
    }),
  );
