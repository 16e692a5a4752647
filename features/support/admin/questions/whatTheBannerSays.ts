import { ImpersonationBannerFeature } from '../../../../src/ui/layout/impersonation-banner-feature';
import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** The problem the impersonation banner reports under End Impersonation ('' when none). */
export const whatTheBannerSays = () =>
  question(
    'what the impersonation banner says',
    onTheAdmin({
      async viewModel(admin) {
        return admin.app.feature(ImpersonationBannerFeature).problem ?? '';
      },
      async browser(admin) {
        const banner = admin.page.getByRole('status').filter({ hasText: 'Impersonating' });
        const alert = banner.getByRole('alert');
        return (await alert.count()) ? ((await alert.textContent()) ?? '').trim() : '';
      },
    }),
  );
