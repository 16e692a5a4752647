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
        await admin.page.getByRole('button', { name: 'Retry' }).click();
        await admin.loaded();
      },
    }),
  );
