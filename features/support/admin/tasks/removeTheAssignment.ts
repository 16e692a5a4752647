import type { AdminSection } from '../../../../src/ui/admin/common/admin-section';
import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Remove on an account's channel assignment, confirmed. */
export const removeTheAssignment = (channel: string, account: string) =>
  interaction(
    `remove ${channel} from ${account}`,
    onTheAdmin({
      async viewModel(admin) {
        const row = admin.assignment(channel, account);
        const { assignments } = admin.dashboard.tab('channels');
        await admin.pressAndConfirm(assignments as AdminSection<typeof row, never>, 'Remove', row);
      },
      browser: (admin) => admin.pressAndConfirm(`Remove ${channel} from ${account}`, 'Remove'),
    }),
  );
