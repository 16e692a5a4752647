import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** The access notice the dashboard shows, if any. */
export const theDashboardNotice = () =>
  question(
    'what the dashboard says',
    onTheAdmin({
      async viewModel(admin) {
        return admin.dashboard.accessDenied ?? admin.dashboard.tabNotice;
      },
      async browser(admin) {
        const alert = admin.page.getByRole('alert').first();
        if (!(await alert.count())) return null;
        return ((await alert.textContent()) ?? '').replace(/\s*Retry$/, '').trim();
      },
    }),
  );
