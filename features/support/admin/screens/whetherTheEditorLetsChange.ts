import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';
import { ADMIN_TABLES, type AdminTable, sectionOf } from './admin-tables';

/**
 * Whether the Edit dialog of a row (found by its first cell) lets that field change: false when it
 * shows it read-only or disabled. The dialog is closed again afterwards.
 */
export const whetherTheEditorLetsChange = (table: AdminTable, row: string, label: string) =>
  question(
    `whether the editor of the ${table} row ${row} lets ${label} change`,
    onTheAdmin({
      async viewModel(admin) {
        const { collection, view } = sectionOf(admin, table);
        const [first] = view.columns;
        const found = collection.rows.find((candidate) => String(first?.text(candidate)) === row);
        const edit = view.buttons?.find((button) => button.label === 'Edit');
        if (found === undefined || !edit) throw new Error(`No Edit for ${row} in the ${table} table`);
        await edit.pressed(found);
        await admin.pause();
        const form = collection.form;
        if (!form) throw new Error(`Edit opened no form for ${row}`);
        const field = view
          .fields?.(form as never)
          .find((candidate) => 'label' in candidate && candidate.label === label);
        collection.formClosed();
        if (!field) throw new Error(`The editor of ${row} has no field ${label}`);
        const fixed =
          (field.kind === 'text' && field.readOnly) || (field.kind === 'select' && field.disabled);
        return !fixed;
      },
      async browser(admin) {
        await admin.loaded();
        const line = admin.page
          .getByRole('table', { name: ADMIN_TABLES[table].table, exact: true })
          .locator('tbody tr')
          .filter({ has: admin.page.locator('td:first-child', { hasText: row }) })
          .first();
        const dialog = await admin.opensDialog(line.getByRole('button', { name: /^Edit / }));
        const editable = await dialog.getByLabel(label, { exact: true }).isEditable();
        await admin.page.keyboard.press('Escape');
        return editable;
      },
    }),
  );
