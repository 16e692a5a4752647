import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';
import { ADMIN_TABLES, type AdminTable, sectionOf } from './admin-tables';

/** What each row an admin table shows reads under a column's header, top to bottom. */
export const theColumnCellsOf = (table: AdminTable, header: string) =>
  question(
    `the ${header} cells of the ${table} table`,
    onTheAdmin({
      async viewModel(admin) {
        const { collection, view } = sectionOf(admin, table);
        const column = view.columns.find((candidate) => candidate.header === header);
        if (!column) throw new Error(`No column ${header} in the ${table} table`);
        return collection.rows.map((row) => String(column.text(row)));
      },
      async browser(admin) {
        await admin.loaded();
        const shown = admin.page.getByRole('table', { name: ADMIN_TABLES[table].table, exact: true });
        const headers = (await shown.getByRole('columnheader').allTextContents()).map((text) => text.trim());
        const at = headers.indexOf(header);
        if (at < 0) throw new Error(`No column ${header} in the ${table} table`);
        const cells = await shown.locator(`tbody tr td:nth-child(${at + 1})`).allTextContents();
        return cells.map((cell) => cell.trim());
      },
    }),
  );
