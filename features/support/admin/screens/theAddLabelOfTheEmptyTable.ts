import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';
import { ADMIN_TABLES, type AdminTable, sectionOf } from './admin-tables';

/** The add button an empty admin table offers in place of its rows (none when rows are listed). */
export const theAddLabelOfTheEmptyTable = (table: AdminTable) =>
  question(
    `the add button of the empty ${table} table`,
    onTheAdmin({
      async viewModel(admin) {
        const { collection, view } = sectionOf(admin, table);
        const { list } = collection;
        const empty = list.loaded && !list.loadError && list.matching.length === 0;
        return empty ? (view.empty?.addLabel ?? null) : null;
      },
      async browser(admin) {
        await admin.loaded();
        const section = admin.page
          .locator('section')
          .filter({ has: admin.page.getByRole('table', { name: ADMIN_TABLES[table].table, exact: true }) });
        // The empty state's button is the one after its paragraphs.
        const button = section.locator('p:not([role]) ~ button').first();
        return (await button.count()) ? ((await button.textContent()) ?? '').trim() : null;
      },
    }),
  );
