import { question } from '../../questions/Question';
import { ADMIN_LISTS, type AdminList } from '../admin-lists';
import { onTheAdmin } from '../drivers';

/** The first cells of an admin list's rows (an email, a name, a key), top to bottom. */
export const theAdminList = (list: AdminList) =>
  question(
    `the ${list} listed`,
    onTheAdmin({
      async viewModel(admin) {
        return ADMIN_LISTS[list].firstCells(admin.dashboard);
      },
      async browser(admin) {
        const rows = admin.page.getByRole('table', { name: ADMIN_LISTS[list].table }).locator('tbody tr');
        const cells = await rows.locator('td:first-child').allTextContents();
        return cells.map((text) => text.trim());
      },
    }),
  );
