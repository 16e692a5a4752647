import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';
import { ADMIN_TABLES, type AdminTable, sectionOf } from './admin-tables';

/** What a row of an admin table, found by its first cell, shows under a column's header. */
export const theCellOf = (table: AdminTable, row: string, header: string) =>
  question(
    `what the ${table} row ${row} shows under ${header}`,
    onTheAdmin({
      async viewModel(admin) {
        const { collection, view } = sectionOf(admin, table);
        const [first] = view.columns;
        const column = view.columns.find((candidate) => candidate.header === header);
        const found = collection.rows.find((candidate) => String(first?.text(candidate)) === row);
        if (!column || found === undefined) throw new Error(`No ${header} of ${row} in the ${table} table`);
        return String(column.text(found));
      },
      async browser(admin) {
        const shown = admin.page.getByRole('table', { name: ADMIN_TABLES[table].table, exact: true });
        const headers = (await shown.getByRole('columnheader').allTextContents()).map((text) => text.trim());
        const at = headers.indexOf(header);
        if (at < 0) throw new Error(`No column ${header} in the ${table} table`);
        const line = shown
          .locator('tbody tr')
          .filter({ has: admin.page.locator('td:first-child', { hasText: row }) })
          .first();
        return ((await line.locator('td').nth(at).textContent()) ?? '').trim();
      },
    }),
  );
