import { ADMIN_TABS } from '../../../../src/ui/admin/admin-tabs';
import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** The label of the open tab. */
export const theOpenAdminTab = () =>
  question(
    'the open admin tab',
    onTheAdmin({
      async viewModel(admin) {
        return ADMIN_TABS.find((tab) => tab.id === admin.dashboard.activeTab)?.label ?? '';
      },
      async browser(admin) {
        return (await admin.page.getByRole('tab', { selected: true }).textContent()) ?? '';
      },
    }),
  );
