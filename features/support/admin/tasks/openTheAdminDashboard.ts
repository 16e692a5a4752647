import { AdminFeature } from '../../../../src/ui/admin/admin-feature';
import { interaction } from '../../interactions/Interaction';
import { TAB_IDS } from '../admin-words';
import { onTheAdmin } from '../drivers';

/** Opens the admin dashboard, on a tab by its label when given. */
export const openTheAdminDashboard = (tabLabel?: string) =>
  interaction(
    `open the admin dashboard${tabLabel ? ` on ${tabLabel}` : ''}`,
    onTheAdmin({
      async viewModel(admin) {
        await admin.app.open('/admin');
        admin.dashboardVm = null;
        if ((await admin.app.currentPath()) !== '/admin') return;
        admin.dashboardVm = (await admin.app.feature(AdminFeature)()).createDashboard();
        admin.dashboardVm.opened(tabLabel ? TAB_IDS[tabLabel] : undefined);
        admin.dashboardVm.tab(admin.dashboardVm.activeTab);
        await admin.pause();
      },
      async browser(admin) {
        await admin.app.open(tabLabel ? `/admin?tab=${TAB_IDS[tabLabel]}` : '/admin');
        if ((await admin.app.currentPath()) === '/admin') {
          await admin.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
          await admin.loaded();
        }
      },
    }),
  );
