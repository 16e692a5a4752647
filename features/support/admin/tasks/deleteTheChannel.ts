import type { AdminSection } from '../../../../src/ui/admin/common/admin-section';
import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Delete on a channel config, confirmed. */
export const deleteTheChannel = (name: string) =>
  interaction(
    `delete the channel ${name}`,
    onTheAdmin({
      async viewModel(admin) {
        const channels = admin.dashboard.tab('channels').configs;
        const row = channels.collection.list.all.find((candidate) => candidate.name === name);
        if (!row) throw new Error(`No channel ${name}`);
        await admin.pressAndConfirm(channels as AdminSection<typeof row, never>, 'Delete', row);
      },
      browser: (admin) => admin.pressAndConfirm(`Delete channel ${name}`, 'Delete'),
    }),
  );
