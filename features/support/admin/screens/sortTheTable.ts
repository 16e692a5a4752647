import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';
import { ADMIN_TABLES, type AdminTable, sectionOf } from './admin-tables';

/** Clicks a column's header of an admin table, as a user sorts by it. */
export const sortTheTable = (table: AdminTable, header: string) =>
  interaction(
    `sort the ${table} table by ${header}`,
    onTheAdmin({
      async viewModel(admin) {
        const { collection, view } = sectionOf(admin, table);
        const column = view.columns.find((candidate) => candidate.header === header);
        if (!column?.sort) throw new Error(`The ${table} table does not sort by ${header}`);
        collection.list.sortClicked(column.id);
        await admin.pause();
      },
      async browser(admin) {
        await admin.page
          .getByRole('table', { name: ADMIN_TABLES[table].table, exact: true })
          .getByRole('columnheader', { name: header })
          .getByRole('button')
          .click();
        await admin.loaded();
      },
    }),
  );
