import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';
import { ADMIN_TABLES, type AdminTable, sectionOf } from './admin-tables';

/** The column headers of an admin table, left to right ('Actions' where rows have buttons). */
export const theColumnsOf = (table: AdminTable) =>
  question(
    `the columns of the ${table} table`,
    onTheAdmin({
      async viewModel(admin) {
        const { view } = sectionOf(admin, table);
        return [...view.columns.map((column) => column.header), ...(view.buttons?.length ? ['Actions'] : [])];
      },
      async browser(admin) {
        const headers = admin.page
          .getByRole('table', { name: ADMIN_TABLES[table].table, exact: true })
          .getByRole('columnheader');
        return (await headers.allTextContents()).map((text) => text.trim());
      },
    }),
  );
