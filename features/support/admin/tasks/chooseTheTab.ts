import { interaction } from '../../interactions/Interaction';
import { TAB_IDS } from '../admin-words';
import { onTheAdmin } from '../drivers';

/**
 * A tab of the open dashboard clicked, without waiting for it: the switch takes its 50 ms, then
 * the tab is drawn (and starts loading) as the page would draw it.
 */
export const chooseTheTab = (label: string) =>
  interaction(
    `choose the tab ${label}`,
    onTheAdmin({
      async viewModel(admin) {
        const { dashboard } = admin;
        void dashboard.tabChosen(TAB_IDS[label] ?? 'accounts').then(() => dashboard.tab(dashboard.activeTab));
      },
      async browser(admin) {
        await admin.page.getByRole('tab', { name: label, exact: true }).click();
      },
    }),
  );
