import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Impersonate on a user's row: the workspace opens as that user, under the banner. */
export const impersonateTheUser = (email: string) =>
  interaction(
    `impersonate ${email}`,
    onTheAdmin({
      async viewModel(admin) {
        const next = await admin.dashboard.tab('users').impersonatePressed(admin.user(email));
        if (next) await admin.app.open(next);
        await admin.app.wait(1000);
      },
      async browser(admin) {
        await admin.page.getByRole('button', { name: `Impersonate ${email}` }).click();
        await admin.page.waitForURL((url) => url.pathname === '/');
        await admin.page.getByRole('button', { name: 'End Impersonation' }).waitFor();
        await admin.app.workspaceReady();
      },
    }),
  );
