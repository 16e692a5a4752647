import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Add Channel and a channel type chosen: the type's fields show, nothing is saved yet. */
export const startAChannel = (type: string) =>
  interaction(
    `start a channel of the type ${type}`,
    onTheAdmin({
      async viewModel(admin) {
        const channels = admin.dashboard.tab('channels');
        const chosen = channels.types.get().find((candidate) => candidate.name === type);
        channels.addPressed().changed({ typeId: chosen?.id ?? '' });
      },
      async browser(admin) {
        await admin.opensDialog(admin.page.getByRole('button', { name: 'Add Channel' }));
        await admin.dialog().getByLabel('Channel Type').selectOption({ label: type });
      },
    }),
  );
