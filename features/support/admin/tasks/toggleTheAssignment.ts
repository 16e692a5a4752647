import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Turns a channel's assignment to an account on or off. */
export const toggleTheAssignment = (channel: string, account: string) =>
  interaction(
    `toggle ${channel} for ${account}`,
    onTheAdmin({
      async viewModel(admin) {
        const { assignments } = admin.dashboard.tab('channels');
        const toggle = assignments.view.columns.find((column) => column.toggle)?.toggle;
        toggle?.toggled(admin.assignment(channel, account));
        await admin.pause();
      },
      async browser(admin) {
        const toggle = admin.page.getByRole('switch', { name: `${channel} enabled for ${account}` });
        const after = (await toggle.getAttribute('aria-checked')) === 'true' ? 'false' : 'true';
        await toggle.click();
        // The switch turns once the server agreed; a refusal shows as the tab's alert instead.
        await toggle
          .and(admin.page.locator(`[aria-checked="${after}"]`))
          .or(admin.page.getByRole('alert'))
          .first()
          .waitFor();
      },
    }),
  );
