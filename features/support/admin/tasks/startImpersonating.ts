import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/**
 * Impersonate pressed on a user's row, without waiting for what follows: the scenario's clock
 * stands at the moment the impersonation started (the refetch and reload delays are still ahead).
 */
export const startImpersonating = (email: string) =>
  interaction(
    `start impersonating ${email}`,
    onTheAdmin({
      async viewModel(admin) {
        const next = await admin.dashboard.tab('users').impersonatePressed(admin.user(email));
        // The page moves to the chat within itself (no page load, which would fetch at once).
        if (next) await admin.app.navigate(next);
      },
      async browser(admin) {
        await admin.page.getByRole('button', { name: `Impersonate ${email}` }).click();
      },
    }),
  );
