import type { AdminDashboardViewModel } from '../../../../src/ui/admin/AdminDashboardViewModel';
import type { AdminSection } from '../../../../src/ui/admin/common/admin-section';
import type { EntityForm } from '../../../../src/ui/kit/form/EntityForm';
import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

type Section = AdminSection<Record<string, unknown>, never>;

/** The rows an admin tab lets edit: their section, naming field, Edit button's name and Save button. */
const EDITABLE = {
  account: {
    section: (d: AdminDashboardViewModel) => d.tab('accounts').accounts,
    field: 'name',
    button: (name: string) => `Edit account ${name}`,
    save: 'Save Account',
  },
  permission: {
    section: (d: AdminDashboardViewModel) => d.tab('permissions'),
    field: 'key',
    button: (key: string) => `Edit permission ${key}`,
    save: 'Update Permission',
  },
  channel: {
    section: (d: AdminDashboardViewModel) => d.tab('channels').configs,
    field: 'name',
    button: (name: string) => `Edit channel ${name}`,
    save: 'Update Channel',
  },
} as const;

export type EditableRow = keyof typeof EDITABLE;

/** Edit on an account's, a permission's or a channel config's row: one field, by its label, then the form's save. */
export const editAnAdminRow = (kind: EditableRow, name: string, label: string, value: string) => {
  const editable = EDITABLE[kind];
  return interaction(
    `set the ${label} of the ${kind} ${name}`,
    onTheAdmin({
      async viewModel(admin) {
        const section = editable.section(admin.dashboard) as unknown as Section;
        const row = section.collection.list.all.find((candidate) => candidate[editable.field] === name);
        if (!row) throw new Error(`No ${kind} ${name}`);
        section.view.buttons?.find((button) => button.label === 'Edit')?.pressed(row);
        await admin.pause();
        const form = section.collection.form as EntityForm<Record<string, unknown>> | null;
        const field = section.view
          .fields?.(form as never)
          .find((candidate) => 'label' in candidate && candidate.label === label);
        if (!form || !field || !('name' in field)) throw new Error(`The ${kind} form has no field ${label}`);
        form.changed({ [field.name]: value });
        await section.collection.formSubmitted();
        await admin.pause();
      },
      async browser(admin) {
        const dialog = await admin.opensDialog(
          admin.page.getByRole('button', { name: editable.button(name) }),
        );
        await dialog.getByLabel(label).fill(value);
        await dialog.getByRole('button', { name: editable.save }).click();
        await admin.saved();
      },
    }),
  );
};
