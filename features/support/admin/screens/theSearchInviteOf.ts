import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';
import { ADMIN_TABLES, type AdminTable, sectionOf } from './admin-tables';

/** What the search box above an admin table invites the user to type (its placeholder). */
export const theSearchInviteOf = (table: AdminTable) =>
  question(
    `the search invite of the ${table} table`,
    onTheAdmin({
      async viewModel(admin) {
        return sectionOf(admin, table).view.search?.placeholder ?? null;
      },
      async browser(admin) {
        const section = admin.page
          .locator('section')
          .filter({ has: admin.page.getByRole('table', { name: ADMIN_TABLES[table].table, exact: true }) });
        return section.getByRole('searchbox').getAttribute('placeholder');
      },
    }),
  );
