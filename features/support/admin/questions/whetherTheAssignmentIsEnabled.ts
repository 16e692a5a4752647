import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** Whether a channel's assignment to an account is on. */
export const whetherTheAssignmentIsEnabled = (channel: string, account: string) =>
  question(
    `whether ${channel} is enabled for ${account}`,
    onTheAdmin({
      async viewModel(admin) {
        return admin.assignment(channel, account).isEnabled;
      },
      async browser(admin) {
        const toggle = admin.page.getByRole('switch', { name: `${channel} enabled for ${account}` });
        return (await toggle.getAttribute('aria-checked')) === 'true';
      },
    }),
  );
