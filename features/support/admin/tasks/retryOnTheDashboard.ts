import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Presses Retry beside the dashboard's 'Access denied' (spec 3 §2). */
export const retryOnTheDashboard = () =>
  interaction(
    'retry on the admin dashboard',
    onTheAdmin({
      async viewModel(admin) {
        admin.dashboard.retryClicked();
        await admin.pause();
      },
      async browser(admin) {
        // The tab loads again after its 50 ms delay: wait for the backend's answer, not just the click.
        const answered = admin.page.waitForResponse((response) => response.url().includes('/api/'));
        await admin.page.getByRole('button', { name: 'Retry' }).click();
        await answered;
        await admin.app.settled();
      },
    }),
  );
