import { ImpersonationBannerFeature } from '../../../../src/ui/layout/impersonation-banner-feature';
import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** The banner's End Impersonation pressed, whatever comes of it: the admin dashboard, or the banner's alert. */
export const pressEndImpersonation = () =>
  interaction(
    'press End Impersonation',
    onTheAdmin({
      async viewModel(admin) {
        const ended = await admin.app.feature(ImpersonationBannerFeature).endPressed();
        if (ended) await admin.app.navigate('/admin');
        await admin.app.settled();
      },
      async browser(admin) {
        await admin.page.getByRole('button', { name: 'End Impersonation' }).click();
        await admin.page.waitForFunction(
          () => window.location.pathname === '/admin' || document.querySelector('[role="alert"]'),
        );
      },
    }),
  );
