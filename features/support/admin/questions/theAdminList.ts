import { question } from '../../questions/Question';
import type { AdminList } from '../admin-words';
import { TABLES } from '../admin-words';
import { onTheAdmin } from '../drivers';

/** The first cells of an admin list's rows (an email, a name, a key), top to bottom. */
export const theAdminList = (list: AdminList) =>
  question(
    `the ${list} listed`,
    onTheAdmin({
      async viewModel(admin) {
        const d = admin.dashboard;
        switch (list) {
          case 'users':
            return d.tab('users').collection.rows.map((user) => user.email);
          case 'roles':
            return d.tab('roles').collection.rows.map((role) => role.name);
          case 'permissions':
            return d.tab('permissions').collection.rows.map((permission) => permission.key);
          case 'accounts':
            return d.tab('accounts').accounts.collection.rows.map((account) => account.name);
          case 'allowed users':
            return d.tab('allowed-users').collection.rows.map((entry) => entry.email);
          case 'channels':
            return d.tab('channels').configs.collection.rows.map((channel) => channel.name);
        }
      },
      async browser(admin) {
        const rows = admin.page.getByRole('table', { name: TABLES[list] }).locator('tbody tr');
        const cells = await rows.locator('td:first-child').allTextContents();
        return cells.map((text) => text.trim());
      },
    }),
  );
