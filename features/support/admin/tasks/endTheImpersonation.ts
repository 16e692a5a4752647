import { ImpersonationFeature } from '../../../../src/ui/session/impersonation-feature';
import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** The banner's End Impersonation, which returns to the admin dashboard. */
export const endTheImpersonation = () =>
  interaction(
    'end the impersonation',
    onTheAdmin({
      async viewModel(admin) {
        const ended = await admin.app.feature(ImpersonationFeature).end();
        if (!ended.ok) throw new Error(`Ending the impersonation failed: ${ended.message}`);
        await admin.app.clock.advance(200);
        await admin.app.open('/admin');
      },
      async browser(admin) {
        await admin.page.getByRole('button', { name: 'End Impersonation' }).click();
        await admin.page.waitForURL((url) => url.pathname === '/admin');
      },
    }),
  );
