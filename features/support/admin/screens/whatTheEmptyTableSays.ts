import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';
import { ADMIN_TABLES, type AdminTable, sectionOf } from './admin-tables';

/** The lines an admin table shows in place of its rows when none is listed (none otherwise). */
export const whatTheEmptyTableSays = (table: AdminTable) =>
  question(
    `what the empty ${table} table says`,
    onTheAdmin({
      async viewModel(admin) {
        const { collection, view } = sectionOf(admin, table);
        const { list } = collection;
        const empty = list.loaded && !list.loadError && list.matching.length === 0;
        return empty ? [...(view.empty?.texts ?? [])] : [];
      },
      async browser(admin) {
        await admin.loaded();
        const section = admin.page
          .locator('section')
          .filter({ has: admin.page.getByRole('table', { name: ADMIN_TABLES[table].table, exact: true }) });
        // The empty state's lines are the section's only paragraphs without a role (status lines have one).
        return (await section.locator('p:not([role])').allTextContents()).map((text) => text.trim());
      },
    }),
  );
