import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Types into the users search; `submit` presses Enter afterwards. */
export const searchTheUsers = (text: string, submit: boolean) =>
  interaction(
    `search the users for "${text}"`,
    onTheAdmin({
      async viewModel(admin) {
        const users = admin.dashboard.tab('users').collection.list;
        users.searchTyped(text);
        if (submit) users.searchSubmitted();
      },
      async browser(admin) {
        const box = admin.page.getByRole('searchbox', { name: 'Search users' });
        if (!submit && !admin.clockHeld) {
          // The page's clock stands still until the scenario lets time pass: the 300 ms debounce then
          // waits for the step that says so, however slow the machine is.
          await admin.page.clock.install();
          await admin.page.clock.pauseAt(Date.now() + 1_000);
          admin.clockHeld = true;
        }
        await box.fill(text);
        if (submit) await box.press('Enter');
      },
    }),
  );
