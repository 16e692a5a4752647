import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** The tab labels the dashboard offers, in order. */
export const theAdminTabs = () =>
  question(
    'the admin tabs',
    onTheAdmin({
      async viewModel(admin) {
        return admin.dashboard.tabs.map((tab) => tab.label);
      },
      async browser(admin) {
        return admin.page.getByRole('tab').allTextContents();
      },
    }),
  );
